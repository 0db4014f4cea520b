/** What the news pages render of a sent newsletter edition. */
export interface EditionCard {
  id: string;
  title: string;
  subject: string;
  /** ISO timestamp. */
  sentAt: string;
}

export interface EditionView extends EditionCard {
  /** The edition's HTML, sanitized on the server. */
  html: string;
}

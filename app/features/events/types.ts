/** What /events renders of an event. */
export interface EventCard {
  id: string;
  name: string;
  eventType: string;
  location: string;
  /** Calendar day, "YYYY-MM-DD". */
  date: string;
  description: string | null;
  featured: boolean;
  image: string | null;
}

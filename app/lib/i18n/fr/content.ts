import type { contentEn } from "../en/content.ts";

/**
 * The French copy not yet edited in the admin: the pages' search
 * descriptions. Same
 * keys as `../en/content.ts` (the `satisfies` below refuses a missing or an
 * extra key); only the server reads it, like the English one.
 *
 * Tone: the team writing in its own language, not a translation. The French
 * of the paddock (monoplace, châssis, écurie, plateau, muret des stands,
 * baptême de piste, sortie de grange) with the restraint of a luxury
 * automotive brand; visitors are addressed with "vous". Typography: the
 * apostrophe is ’, a narrow no-break space (U+202F, invisible here) stands
 * before ; : ! ? and inside « », decimals take a comma (3,0 litres), and the
 * ordinal of the current season is "30e".
 *
 * Service names, to match the footer's labels (public catalogue):
 * Acquisition, Restauration, Compétition, Expériences sur piste, Coaching
 * pilote, Gestion d’écurie, Conseil technique.
 */
export const contentFr = {
  "content.seo.home.description": "{team} : monoplaces de Formule 1 historiques restaurées, engagées en course et proposées à la vente, roulages et coaching avec {driver}, ancien pilote professionnel.",
  "content.seo.driver.description": "{driver} : champion de France de karting, titré en Formule Renault, sur le podium au Mans, aujourd’hui pilote et directeur de {team}.",
  "content.seo.driver.jobTitle": "Pilote et directeur d’écurie",
  "content.seo.f1madness.description": "F1 Madness par {team} : trois Formule 1 historiques et six savoir-faire, de l’acquisition à la restauration, de la course au coaching.",
  "content.seo.services.description": "Acquisition, restauration, assistance course, roulages, coaching et gestion d’écurie pour Formule 1 historiques, par {team}.",
  "content.seo.news.description": "Comptes rendus de course, carnets d’atelier et nouvelles de l’écurie : l’actualité de {team}, l’équipe de F1 historique de {driver}.",
  "content.seo.newsletter.description": "Toutes les newsletters de {team} : les courses de la saison, les voitures à l’atelier et les rendez-vous à venir.",
  "content.seo.events.description": "Où voir courir {team} : les meetings de Formule 1 historique de la saison, leurs dates et leurs circuits.",
  "content.seo.collection.description": "Les Formule 1 historiques de {team} : à vendre, à louer ou à piloter sur circuit, chacune restaurée dans sa configuration d’origine.",
  "content.seo.collectionTeam.description": "Les voitures de course de {team} : les Formule 1 historiques que l’écurie engage en championnat.",
  "content.seo.gallery.description": "Photos et vidéos de {team} : week-ends de course, atelier et Formule 1 historiques en piste.",
  "content.seo.galleryVideos.description": "Les vidéos de {team} : tours embarqués, week-ends de course et Formule 1 historiques à pleine vitesse.",
  "content.seo.experiences.description": "Pilotez une Formule 1 historique, roulez avec {driver} en coach, embarquez en passager ou vivez un Grand Prix avec {team}.",
  "content.seo.pitshop.description": "La boutique {team} : casquettes, polos, miniatures et équipement de l’écurie, prix en euros TTC.",
  "content.seo.contact.description": "Contactez {team} : acheter, vendre ou restaurer une Formule 1 historique, réserver une expérience ou poser une question à l’équipe.",
  "content.seo.privacy.description": "Comment {team} collecte et utilise vos données personnelles, combien de temps elles sont conservées et comment exercer vos droits.",
  "content.seo.terms.description": "Les conditions générales de {team} : demandes de commande et d’expérience, prix en euros TTC et droit de rétractation.",
  "content.seo.cookies.description": "Les cookies et le stockage local qu’utilise ce site, à quoi chacun sert et combien de temps il est conservé.",
  "content.seo.legalNotice.description": "Mentions légales du site {team} : éditeur, directeur de la publication et hébergeur.",
} as const satisfies { readonly [K in keyof typeof contentEn]: string };

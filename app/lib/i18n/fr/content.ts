import type { contentEn } from "../en/content.ts";

/**
 * The French copy of the fixed pages not yet edited in Admin › Pages: the
 * experiences and the pages' search descriptions. Same
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
  // The driver page (§2).
  // The driver's current season, always the 2nd or later (he started in 1997): "30e saison".
  // A 1st season would read "1re saison", which this message cannot say.

  // The experiences (§9); their names are public keys (`experience.type.*`).
  "content.experience.f1_drive.description":
    "Une journée entière au volant d’une Formule 1 des années 1970, sur circuit privatisé : l’écurie prépare et fait tourner la voiture pour vous.",
  "content.experience.f1_drive.include.fitting": "Ajustement du baquet et briefing technique",
  "content.experience.f1_drive.include.warmUp": "Tours de chauffe en monoplace",
  "content.experience.f1_drive.include.runs": "Trois sessions au volant de la F1 historique",
  "content.experience.f1_drive.include.debrief": "Débriefing des données et de la vidéo embarquée",
  "content.experience.coaching.description": "Un coaching individuel avec Lucas Delaunay, sur votre voiture ou l’une des nôtres, construit autour de vos objectifs.",
  "content.experience.coaching.include.trackWalk": "Reconnaissance du circuit à pied et étude des trajectoires",
  "content.experience.coaching.include.sessions": "Séances en piste avec coaching embarqué",
  "content.experience.coaching.include.telemetry": "Comparaison télémétrique avec un tour de référence",
  "content.experience.coaching.include.report": "Bilan de progression écrit",
  "content.experience.vip.description": "Vivez un week-end de Grand Prix historique au cœur de l’écurie : accès au garage, à la grille de départ et hospitalité.",
  "content.experience.vip.include.garage": "Accès au garage de l’écurie et au paddock",
  "content.experience.vip.include.gridWalk": "Visite de la grille avant le départ",
  "content.experience.vip.include.hospitality": "Hospitalité pour deux, tout le week-end",
  "content.experience.vip.include.meet": "Rencontre avec le pilote et les mécaniciens",
  "content.experience.hot_laps.note": "3 à 5 tours",
  "content.experience.hot_laps.description": "Prenez place aux côtés d’un pilote professionnel dans une biplace de course, et découvrez ce qu’est vraiment un tour lancé.",
  "content.experience.hot_laps.include.safety": "Briefing sécurité",
  "content.experience.hot_laps.include.laps": "3 à 5 tours au rythme de la course",
  "content.experience.hot_laps.include.gear": "Combinaison et casque fournis",
  "content.experience.hot_laps.include.video": "Vidéo embarquée de vos tours",


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

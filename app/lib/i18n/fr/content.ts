import type { contentEn } from "../en/content.ts";

/**
 * The French copy of the fixed pages not yet edited in Admin › Pages: the
 * services and the experiences. Same
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

  // The seven services of /services (§1).
  "content.service.acquisition.title": "Acquisition",
  "content.service.acquisition.tagline": "La bonne voiture, avec le bon pedigree.",
  "content.service.acquisition.description":
    "Nous recherchons, inspectons et négocions des Formule 1 historiques pour le compte de collectionneurs et de pilotes. Chaque voiture est confrontée à ses archives d’époque avant toute offre : vous savez exactement quel châssis vous achetez, et ce qu’il a vécu.",
  "content.service.acquisition.point.search": "Recherche au sein d’un réseau privé de propriétaires et d’écuries",
  "content.service.acquisition.point.history": "Historique du châssis et documentation d’époque vérifiés",
  "content.service.acquisition.point.inspection": "Inspection avant achat et shakedown sur piste",
  "content.service.acquisition.point.transport": "Transport, importation et immatriculation pris en charge",
  "content.service.acquisition.related": "Découvrir la collection",
  "content.service.restoration.title": "Restauration",
  "content.service.restoration.tagline": "Fidèle à l’origine, documentée pièce par pièce.",
  "content.service.restoration.description":
    "Notre atelier rend aux monoplaces historiques leur spécification d’origine exacte, de la coque nue jusqu’à la voiture prête à courir. Chaque pièce d’origine qui passe le contrôle est conservée, chaque réparation est photographiée et consignée, et la voiture repart avec un dossier de restauration complet.",
  "content.service.restoration.point.stripDown": "Démontage intégral, contrôle des fissures et réparation du châssis",
  "content.service.restoration.point.rebuilds": "Réfection du moteur et de la boîte de vitesses avec des partenaires spécialistes",
  "content.service.restoration.point.livery": "Peinture et livrée fidèles à l’époque",
  "content.service.restoration.point.file": "Dossier de restauration et passeport technique historique FIA",
  "content.service.racing.title": "Compétition",
  "content.service.racing.tagline": "La Formule 1 historique, courue comme il se doit.",
  "content.service.racing.description":
    "L’écurie engage ses propres voitures et celles de ses clients dans les championnats de Formule 1 historique et sur les grands meetings historiques — Monaco, Spa, Magny-Cours, Goodwood. Nous préparons, transportons et exploitons la voiture ; à vous, ou à notre pilote, de la mener en course.",
  "content.service.racing.point.arriveAndDrive": "Programmes clés en main, pour une course ou une saison entière",
  "content.service.racing.point.preparation": "Préparation de course et ingénierie sur le circuit",
  "content.service.racing.point.entries": "Engagements dans le championnat de Formule 1 historique",
  "content.service.racing.point.data": "Acquisition de données et débriefing après chaque séance",
  "content.service.racing.related": "Voir le calendrier des courses",
  "content.service.track-experiences.title": "Expériences sur piste",
  "content.service.track-experiences.tagline": "Vos premiers tours au volant d’une vraie Formule 1.",
  "content.service.track-experiences.description":
    "Du baptême de piste en passager à une journée entière au volant d’une Formule 1 historique, nos expériences s’adaptent à votre niveau. Chacune comprend le briefing, l’équipement et un coach, sur des circuits que nous connaissons par cœur.",
  "content.service.track-experiences.point.days": "Journées de pilotage F1, journées de coaching et baptêmes de piste",
  "content.service.track-experiences.point.equipment": "Casque, combinaison et système HANS fournis",
  "content.service.track-experiences.point.coach": "Coach professionnel et voiture de sécurité en piste",
  "content.service.track-experiences.point.video": "Les vidéos et les données de vos tours, à emporter",
  "content.service.track-experiences.related": "Découvrir les expériences",
  "content.service.driver-coaching.title": "Coaching pilote",
  "content.service.driver-coaching.tagline": "Plus rapide, plus sûr, plus régulier.",
  "content.service.driver-coaching.description":
    "Un coaching individuel avec un pilote de course professionnel, sur votre voiture ou la nôtre. Travail en piste, vidéo embarquée et analyse des données se conjuguent pour aller chercher le temps là où il se trouve — au freinage, dans la trajectoire et dans la maîtrise de la voiture sur le mouillé.",
  "content.service.driver-coaching.point.sessions": "Séances sur circuit ou sur simulateur",
  "content.service.driver-coaching.point.reviews": "Analyse de la télémétrie et des vidéos embarquées",
  "content.service.driver-coaching.point.raceWeekend": "Coaching en week-end de course, depuis le muret des stands",
  "content.service.driver-coaching.point.licence": "Préparation à la licence pour la compétition historique",
  "content.service.team-management.title": "Gestion d’écurie",
  "content.service.team-management.tagline": "Toute une écurie derrière votre voiture.",
  "content.service.team-management.description":
    "Pour les propriétaires qui veulent courir sans avoir à gérer une écurie : nous prenons en charge la logistique, les engagements, la mécanique, les pièces et le planning, le temps d’une épreuve ou d’une saison entière. Il ne vous reste qu’à arriver et à piloter.",
  "content.service.team-management.point.planning": "Planification de la saison et engagements aux épreuves",
  "content.service.team-management.point.crew": "Mécaniciens, ingénieurs et hospitalité",
  "content.service.team-management.point.spares": "Gestion des pièces, du carburant et des pneumatiques",
  "content.service.team-management.point.transport": "Transport et stockage entre deux épreuves",
  "content.service.technical-consulting.title": "Conseil technique",
  "content.service.technical-consulting.tagline": "Le savoir-faire d’une époque révolue.",
  "content.service.technical-consulting.description":
    "Collectionneurs, musées et autres écuries font appel à nos ingénieurs pour des rapports d’authenticité, des conseils de réglage et des améliorations de fiabilité conformes aux règlements historiques. Nous réalisons aussi des expertises pour l’assurance et la vente.",
  "content.service.technical-consulting.point.authenticity": "Rapports d’authenticité et d’originalité",
  "content.service.technical-consulting.point.setUp": "Fiches de réglage et programmes de fiabilisation",
  "content.service.technical-consulting.point.valuations": "Expertises pour l’assurance et la vente",
  "content.service.technical-consulting.point.museums": "Accompagnement des musées et des participations aux concours d’élégance",

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

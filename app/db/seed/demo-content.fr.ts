import type { CarSpecifications } from "../schema/cars.ts";
import type { DemoAlbum, DemoArticle, DemoCar, DemoEdition, DemoEvent, DemoProduct, DemoVideo } from "./demo-content.ts";

/**
 * The demo content in French (issue 13): every text a visitor reads, keyed by
 * the English item so the seed can pair each entry with its English twin and
 * fill the `<english column>_fr` columns (decision 013). `demo-content.fr.test.ts` checks that both sides have the same
 * keys, that nothing is empty, that the structure (paragraphs, HTML tags,
 * captions, specifications, opening hours) and the figures are the English
 * ones, that nothing but the texts listed there reads as the English, and the
 * French typography.
 *
 * Voice: the team writing in its own language, as a racing team's press
 * office or a luxury automotive house would, not a word-for-word translation.
 * Visitors are addressed with "vous"; cars are feminine ("la VH-78"); the
 * paddock's own words (monoplace, châssis, écurie, plateau, journée piste,
 * course de côte) as in `app/lib/i18n/fr/content.ts`. Typography: the
 * apostrophe is the typographic one, a narrow no-break space (U+202F,
 * invisible here) stands before ; : ! ? and between a figure and "h", decimals
 * take a comma (3,0 litres), power is in "ch".
 *
 * Each entry carries every field a French page shows, null only where the
 * English is null, so a French item never falls back to English words. Where
 * the French reads exactly like the English (a name, a figure), the English
 * text is repeated, and the test lists each such text.
 *
 * Kept in English, and why:
 * - Car names ("Vitesse VH-78", "Brévent BV3"…): model names, the same in every
 *   language, so CarFr has no name. The same goes for the team's name, the
 *   driver's name and his page's slug, the contact e-mail and phone (site
 *   settings): names and identifiers.
 * - Repeated as they are inside the French entries: "Lucas Delaunay" (the
 *   drivers of the team cars), the locations that are French places or read the
 *   same in French ("Circuit de Nevers Magny-Cours, France", "Monaco",
 *   "Chantilly, France", "Dijon-Prenois, France"; Belgium and the United
 *   Kingdom are translated), the workshop's address (a French postal address),
 *   and specification values that are model designations or figures in a unit
 *   French shares ("Hewland FGA 400", "ZF 5DS-25", "575 kg"). Chassis numbers
 *   and engine designations stay inside their translated sentences ("châssis
 *   VH-78/2", "V8 Ford Cosworth DFV 3,0 litres").
 * - Not here at all: slugs other than the articles' and the albums' (cars keep
 *   their model-name slug in both languages; the other demo slugs are only
 *   keys, those items are addressed by id), categories and statuses (the interface's catalogues
 *   translate them), shirt sizes, video durations, prices, dates, video URLs,
 *   and the video embed code (the site only reads its player's URL; its
 *   iframe title is never shown), and the image art labels (already French,
 *   drawn into the pictures). The images' alt texts are written by the seed
 *   (`seed.server.ts`) from the English; they are not demo content.
 * - Translated with the specifications' values: their names (Power becomes
 *   Puissance), since a car page shows each name beside its value.
 */

/** An article in French. The slug is the French page's address: lowercase ascii and hyphens, unique among all article slugs of both languages. */
export interface ArticleFr {
  slug: string;
  title: string;
  /** Null exactly where the English excerpt is null (the site then shows the start of the content). */
  excerpt: string | null;
  /** The same paragraphs as the English, joined with blank lines. */
  content: string;
}

/** A newsletter edition in French: its HTML keeps the English tags, and its links point at the French pages. */
export interface EditionFr {
  title: string;
  subject: string;
  content: string;
}

/** A car's French texts (its name is a model name, the same in French). */
export interface CarFr {
  description: string;
  engine: string;
  chassis: string;
  /** Null exactly where the English is null. */
  drivers: string | null;
  /** The English specifications in the same order, names and values in French (figures kept, "hp" becomes "ch"). */
  specifications: CarSpecifications;
}

export interface EventFr {
  name: string;
  event_type: string;
  /** The English location where a place has no French form. */
  location: string;
  description: string;
}

export interface ProductFr {
  name: string;
  description: string;
}

/** An album in French. The slug is the French page's address: lowercase ascii and hyphens, unique among all album slugs of both languages. */
export interface AlbumFr {
  slug: string;
  title: string;
  description: string;
  /** The captions of the English album's photos, in the same order. */
  captions: string[];
}

export interface VideoFr {
  title: string;
  description: string;
}

/** The site settings a visitor reads, beyond names and contact details. */
export interface SiteSettingsFr {
  address: string;
}

/** Keyed by the English article's slug. */
export const demoArticlesFr: Record<DemoArticle["slug"], ArticleFr> = {
  "double-podium-at-magny-cours": {
    slug: "double-podium-a-magny-cours",
    title: "Double podium au Grand Prix Historique de Magny-Cours",
    excerpt: "Une deuxième et une troisième place à domicile pour la VH-78, au terme d’un week-end de météo changeante et de courses serrées.",
    content: [
      "La manche à domicile ne déçoit jamais, et cette édition n’a pas fait exception. Les qualifications se sont disputées sur une piste humide qui séchait trajectoire après trajectoire ; dans son dernier tour lancé, Lucas Delaunay a placé la VH-78 en quatrième position sur la grille.",
      "La première course s’est élancée sur le sec. Un départ propre a permis à la voiture de pointer en troisième position dès l’épingle d’Adélaïde, puis un dépassement patiemment construit au freinage de la chicane du Nürburgring, au neuvième tour, lui a offert la deuxième place, conservée jusqu’au drapeau à damier.",
      "La deuxième course s’est disputée sous la pluie. L’équipe a assoupli la barre antiroulis arrière et relevé la garde au sol de cinq millimètres ; la voiture s’est montrée nettement plus sereine sur les vibreurs, mais une voiture de sécurité tardive n’a laissé aucune occasion d’aller chercher la victoire. La troisième place vient conclure un week-end très satisfaisant.",
      "Un grand merci aux mécaniciens, qui ont reconstruit une boîte de vitesses pendant la nuit après les essais du samedi, et à tous ceux qui sont venus au paddock voir les voitures de près.",
    ].join("\n\n"),
  },
  "restoration-diary-vh-82-bare-tub": {
    slug: "carnet-de-restauration-vh-82-coque-nue",
    title: "Carnet de restauration : la VH-82 ramenée à sa coque nue",
    excerpt: null,
    content: [
      "Chaque restauration commence par la même question : qu’est-ce qui est d’origine, et qu’est-ce qui a changé en quarante ans de course ? Pour la VH-82 Turbo, il a fallu trois semaines de démontage minutieux, d’étiquetage et de photographies avant de pouvoir envoyer la moindre pièce au contrôle de fissuration.",
      "La coque elle-même est dans un état remarquable. Les peaux extérieures en aluminium présentent la fatigue attendue autour des points d’ancrage de la suspension avant, mais les cloisons renforcées de carbone sont saines. Nous avons choisi de conserver chaque panneau d’origine qui passe le contrôle et de documenter chaque réparation, afin que l’histoire de la voiture reste lisible.",
      "Le moteur est parti chez notre partenaire spécialiste pour une réfection complète. Le turbocompresseur sera reconditionné plutôt que remplacé, et la soupape de décharge recalibrée pour une pression de suralimentation réduite, plus favorable à la fiabilité en épreuves historiques.",
      "Le mois prochain : l’arrivée du nouveau réservoir de sécurité, puis la réfection du faisceau électrique d’après le schéma d’origine ; au fil des ans, il avait grossi de moitié.",
    ].join("\n\n"),
  },
  "lucas-delaunay-confirmed-for-the-season": {
    slug: "lucas-delaunay-confirme-pour-la-saison",
    title: "Lucas Delaunay confirmé pour toute la saison historique",
    excerpt: "Le pilote de l’écurie disputera chaque manche du calendrier des Grands Prix historiques, au volant de la VH-78 et de l’Arceau A5.",
    content: [
      "Nous avons le plaisir de confirmer que Lucas Delaunay pilotera pour l’écurie tout au long de la saison à venir. Il partagera son temps entre la VH-78, sur les Grands Prix historiques, et l’Arceau A5, en course de côte et en concours d’élégance.",
      "En dehors des courses, Lucas continuera de diriger le programme de coaching et d’accompagner nos clients lors des journées piste et des expériences de pilotage, en France, en Belgique et au Royaume-Uni.",
      "Le calendrier de la saison est à retrouver sur la page des événements, et l’écurie publiera un compte rendu après chaque manche.",
    ].join("\n\n"),
  },
  "marchal-mr9-joins-the-collection": {
    slug: "la-marchal-mr9-rejoint-la-collection",
    title: "La Marchal MR9 rejoint la collection",
    excerpt: "Une Cosworth de 1974 à l’historique d’époque complet, désormais proposée à la vente par l’écurie.",
    content: [
      "La Marchal MR9 est l’une des voitures les plus complètes jamais passées par notre atelier : historique des propriétaires sans interruption, photographies d’époque et toutes les factures depuis sa première restauration.",
      "La voiture vient d’effectuer son shakedown à Magny-Cours avec un moteur fraîchement reconstruit. Titulaire d’un passeport technique historique FIA en cours de validité, elle est prête à courir dès la première manche de la saison.",
      "Elle se découvre à l’atelier sur rendez-vous, et l’écurie pourra accompagner son prochain propriétaire en course, de la préparation jusqu’au muret des stands.",
    ].join("\n\n"),
  },
  "rain-master-class-at-spa": {
    slug: "lecon-de-pilotage-sous-la-pluie-a-spa",
    title: "Leçon de pilotage sous la pluie à Spa-Francorchamps",
    excerpt: "De la onzième place sur la grille au podium, dans des conditions qui ont piégé la moitié du plateau.",
    content: [
      "Les Ardennes ont été fidèles à leur réputation : sec en haut de la côte, détrempé en bas. Un souci de boîte de vitesses en qualifications avait relégué la VH-78 en onzième position sur la grille.",
      "La pluie est arrivée pendant le tour de formation. À la fin du premier tour, la voiture était septième, et le nez tricolore pointait parmi les trois premiers avant la mi-course.",
      "Un podium à Spa a toujours une saveur particulière. La voiture regagne l’atelier pour une révision de routine avant la prochaine manche.",
    ].join("\n\n"),
  },
  "track-days-open-for-booking": {
    slug: "journees-piste-reservations-ouvertes",
    title: "Journées piste : les réservations sont ouvertes",
    excerpt: "Pilotez une Formule 1 historique avec les coachs de l’écurie, à Magny-Cours et à Dijon-Prenois.",
    content: [
      "La nouvelle saison des journées piste est lancée. Chaque journée comprend un briefing technique, l’ajustement du baquet, des sessions progressives avec un coach et l’analyse de la télémétrie entre deux roulages.",
      "Les places sont limitées à six pilotes par journée, pour que chacun passe vraiment du temps au volant. Écrivez-nous depuis la page contact pour réserver votre date.",
    ].join("\n\n"),
  },
  "new-technical-partner-announcement": {
    slug: "un-nouveau-partenaire-technique",
    title: "Un nouveau partenaire technique pour l’atelier",
    excerpt: "Détails à venir.",
    content: [
      "Cette annonce est encore en préparation avec notre partenaire ; elle sera publiée dès que les deux parties l’auront validée.",
      "Elle présentera le périmètre du partenariat, les premiers projets menés à l’atelier et ce qu’il change pour les voitures de l’écurie en piste.",
    ].join("\n\n"),
  },
};

/** Keyed by the English edition's title (editions have no slug). Links point at the French pages (/fr/…). */
export const demoEditionsFr: Record<DemoEdition["title"], EditionFr> = {
  "Spring newsletter": {
    title: "Newsletter de printemps",
    subject: "La saison est lancée : calendrier, voitures et journées piste",
    content:
      "<h2>La saison est lancée</h2>" +
      "<p>Les voitures sont prêtes, le camion est chargé et le calendrier est arrêté. Voici ce que les prochains mois réservent à l’écurie.</p>" +
      "<ul><li>Des Grands Prix historiques en France, à Monaco et en Belgique</li><li>Des courses de côte avec l’Arceau A5</li><li>Six journées piste avec coaching</li></ul>" +
      '<p>Retrouvez toutes les dates sur la <a href="https://ecurie-vitesse.example/fr/evenements">page des événements</a>.</p>',
  },
  "Summer newsletter": {
    title: "Newsletter d’été",
    subject: "Double podium à domicile et une nouvelle voiture dans la collection",
    content:
      "<h2>Un été sur le podium</h2>" +
      "<p>Deux podiums à Magny-Cours, une leçon de pilotage sous la pluie à Spa et l’arrivée de la Marchal MR9 : quelques semaines bien remplies pour l’écurie.</p>" +
      "<ul><li>Les comptes rendus de Magny-Cours et de Spa-Francorchamps</li><li>La MR9 est proposée à la vente</li><li>Carnet de restauration : la VH-82 Turbo</li></ul>" +
      '<p>Retrouvez tous les récits dans nos <a href="https://ecurie-vitesse.example/fr/actualites">actualités</a>.</p>',
  },
  "Autumn newsletter": {
    title: "Newsletter d’automne",
    subject: "Le programme d’hiver de l’atelier et les dates de la saison prochaine",
    content:
      "<h2>Place à l’atelier</h2>" +
      "<p>La saison de course s’achève, l’atelier se remplit. Voici notre programme d’hiver et un premier aperçu de l’année prochaine.</p>" +
      "<ul><li>La réfection des moteurs de la VH-78 et de l’A5</li><li>Le retour en piste de la VH-82 Turbo</li></ul>" +
      '<p>Une question ? <a href="https://ecurie-vitesse.example/fr/contact">Contactez l’écurie</a>.</p>',
  },
};

/** Keyed by the English car's slug. */
export const demoCarsFr: Record<DemoCar["slug"], CarFr> = {
  "vitesse-vh-78": {
    description:
      "Le fer de lance de l’écurie : une Cosworth à effet de sol de 1978, avec jupes coulissantes et monocoque étroite en aluminium. Engagée à l’époque par une structure privée française, elle défend nos couleurs en Grand Prix historique depuis son retour en piste.",
    engine: "V8 Ford Cosworth DFV 3,0 litres",
    chassis: "Monocoque en nid d’abeille d’aluminium, châssis VH-78/2",
    drivers: "Lucas Delaunay",
    specifications: { Puissance: "485 ch", Poids: "575 kg", "Boîte de vitesses": "Hewland FGA 400", Pneumatiques: "Slicks Goodyear" },
  },
  "vitesse-vh-82-turbo": {
    description:
      "Une monoplace turbo de 1982, issue de la première vague des moteurs 1,5 litre, avec une coque renforcée de carbone et une conversion à fond plat. Actuellement à l’atelier pour la réfection complète de son moteur et la pose d’un nouveau réservoir de sécurité, conforme aux normes historiques actuelles de la FIA.",
    engine: "V6 turbo 1,5 litre",
    chassis: "Monocoque en aluminium et composite carbone, châssis VH-82/1",
    drivers: "Lucas Delaunay",
    specifications: { Puissance: "640 ch", Poids: "585 kg", "Boîte de vitesses": "Hewland DGB", "Pression de suralimentation": "2,5 bar" },
  },
  "vitesse-vh-71": {
    description:
      "La première voiture à porter les bandes tricolores de l’écurie : une Cosworth de 1971 au nez en coin, avec radiateurs latéraux et haute prise d’air périscope. Elle roule en démonstration et peut être louée pour des journées piste privées, avec coaching.",
    engine: "V8 Ford Cosworth DFV 3,0 litres",
    chassis: "Monocoque en aluminium, châssis VH-71/3",
    drivers: "Lucas Delaunay, pilotes invités",
    specifications: { Puissance: "450 ch", Poids: "550 kg", "Boîte de vitesses": "Hewland DG 300", Pneumatiques: "Slicks Firestone" },
  },
  "arceau-a5": {
    description:
      "Une fine monoplace de 1968 à la carrosserie en cigare, de la dernière saison avant le règne des ailerons, restaurée par l’écurie dans ses couleurs d’origine, bleu marine et or. Une habituée des courses de côte et des concours d’élégance.",
    engine: "V8 3,0 litres, injection mécanique Lucas",
    chassis: "Monocoque en aluminium et berceau arrière tubulaire",
    drivers: "Lucas Delaunay",
    specifications: { Puissance: "410 ch", Poids: "530 kg", "Boîte de vitesses": "Hewland DG 300", Pneumatiques: "Dunlop rainurés" },
  },
  "marchal-mr9": {
    description:
      "Une Cosworth de 1974 à l’historique d’époque complet et documenté sans interruption, avec deux podiums en Formule Libre nationale. Moteur fraîchement refait, passeport technique historique FIA : elle est prête à courir.",
    engine: "V8 Ford Cosworth DFV 3,0 litres",
    chassis: "Monocoque en aluminium, châssis MR9-04",
    drivers: null,
    specifications: { Puissance: "470 ch", Poids: "575 kg", "Boîte de vitesses": "Hewland FG 400", Pneumatiques: "Slicks Goodyear" },
  },
  "sauveterre-s2": {
    description:
      "Une gracieuse monoplace de 1967, signée par un petit constructeur français et produite à trois exemplaires seulement. Bloc moteur d’origine, boîte de vitesses conforme à l’époque et dossier de restauration détaillé, photographies de chaque étape à l’appui.",
    engine: "V8 3,0 litres",
    chassis: "Monocoque en aluminium, châssis S2-02",
    drivers: null,
    specifications: { Puissance: "390 ch", Poids: "520 kg", "Boîte de vitesses": "ZF 5DS-25", Pneumatiques: "Dunlop rainurés" },
  },
  "brevent-bv3": {
    description:
      "Une monoplace à 12 cylindres à plat de 1976, à la voie avant large et au spectaculaire nez pleine largeur. Proposée à la vente ou en location pour la saison, avec l’assistance complète de l’écurie sur les meetings de Grand Prix historiques.",
    engine: "12 cylindres à plat 3,0 litres",
    chassis: "Monocoque en aluminium, châssis BV3-01",
    drivers: null,
    specifications: { Puissance: "500 ch", Poids: "590 kg", "Boîte de vitesses": "Transversale, 5 rapports", Pneumatiques: "Slicks Goodyear" },
  },
  "ondine-on1-turbo": {
    description:
      "Une monoplace de 1986, en pleine ère turbo, animée par un quatre-cylindres et bâtie autour d’une coque en fibre de carbone. Elle fait l’objet d’une remise en route mécanique minutieuse avant de rejoindre le programme d’expériences de pilotage.",
    engine: "4 cylindres en ligne turbo 1,5 litre",
    chassis: "Monocoque en fibre de carbone, châssis ON1-05",
    drivers: null,
    specifications: { Puissance: "850 ch", Poids: "540 kg", "Boîte de vitesses": "Manuelle, 6 rapports", "Pression de suralimentation": "3,8 bar" },
  },
  "kessler-k90": {
    description:
      "Une monoplace atmosphérique de 1990 au nez relevé, animée par un V8 3,5 litres plein de couple. Idéale pour aborder les plateaux historiques des dernières générations, elle est livrée avec un lot de pièces de rechange et ses fiches de réglage.",
    engine: "V8 3,5 litres",
    chassis: "Monocoque en fibre de carbone, châssis K90-03",
    drivers: null,
    specifications: { Puissance: "620 ch", Poids: "505 kg", "Boîte de vitesses": "Transversale, 6 rapports", Pneumatiques: "Slicks historiques Avon" },
  },
  "falaise-fx2": {
    description:
      "Une monoplace de 1992, à l’aérodynamique de l’ère des suspensions actives, emmenée par un V10 3,5 litres hurlant. Entretenue par l’écurie, elle vous attend pour des expériences de pilotage sur une sélection de circuits européens.",
    engine: "V10 3,5 litres",
    chassis: "Monocoque en fibre de carbone, châssis FX2-02",
    drivers: null,
    specifications: { Puissance: "720 ch", Poids: "505 kg", "Boîte de vitesses": "Semi-automatique, 6 rapports", Pneumatiques: "Slicks historiques Avon" },
  },
};

/** Keyed by the English event's slug. */
export const demoEventsFr: Record<DemoEvent["slug"], EventFr> = {
  "magny-cours-historic-grand-prix": {
    name: "Grand Prix Historique de Magny-Cours",
    event_type: "Grand Prix historique",
    location: "Circuit de Nevers Magny-Cours, France",
    description: "La manche à domicile de l’écurie : deux courses pour les Formule 1 de 1966 à 1985, un paddock ouvert au public et des tours de démonstration.",
  },
  "spa-classic-weekend": {
    name: "Week-end historique de Spa-Francorchamps",
    event_type: "Grand Prix historique",
    location: "Spa-Francorchamps, Belgique",
    description: "La Formule 1 historique sur l’un des plus beaux circuits du monde, avec le Raidillon de l’Eau Rouge avalé à pleine vitesse.",
  },
  "magny-cours-track-day": {
    name: "Journée piste à Magny-Cours",
    event_type: "Journée piste",
    location: "Circuit de Nevers Magny-Cours, France",
    description: "Une journée piste privée avec les voitures et les coachs de l’écurie : briefing, ajustement du baquet, quatre sessions et débriefing télémétrique.",
  },
  "monaco-historic-grand-prix": {
    name: "Grand Prix de Monaco Historique",
    event_type: "Grand Prix historique",
    location: "Monaco",
    description: "Le joyau du calendrier historique : la VH-78 s’élance dans les rues de la Principauté. Formules d’hospitalité disponibles.",
  },
  "goodwood-hill-climb": {
    name: "Course de côte de Goodwood",
    event_type: "Course de côte",
    location: "Goodwood, Royaume-Uni",
    description: "L’Arceau A5 s’attaque à la célèbre montée tracée devant Goodwood House, dans un paddock où chaque voiture a son histoire.",
  },
  "chantilly-concours": {
    name: "Concours d’élégance de Chantilly",
    event_type: "Concours d’élégance",
    location: "Chantilly, France",
    description: "La Sauveterre S2 est présentée sur les pelouses du château, dans la catégorie des voitures de course d’avant 1970.",
  },
  "dijon-prenois-track-day": {
    name: "Journée piste à Dijon-Prenois",
    event_type: "Journée piste",
    location: "Dijon-Prenois, France",
    description: "Terminez la saison sur le circuit bourguignon, rapide et vallonné, avec Lucas Delaunay pour coach.",
  },
};

/** Keyed by the English product's slug. */
export const demoProductsFr: Record<DemoProduct["slug"], ProductFr> = {
  "team-t-shirt": {
    name: "T-shirt de l’écurie",
    description: "T-shirt en coton biologique épais, aux bandes tricolores et au lettrage de l’écurie.",
  },
  "heritage-polo": {
    name: "Polo Héritage",
    description: "Polo en piqué bleu marine, col rouge, écusson rayé tissé et boutons de nacre.",
  },
  "pit-crew-softshell-jacket": {
    name: "Veste softshell des mécaniciens",
    description: "Celle que porte notre équipe dans le paddock : softshell coupe-vent, zip intégral, épaules brodées.",
  },
  "team-cap": {
    name: "Casquette de l’écurie",
    description: "Casquette six panneaux en coton, initiales de l’écurie brodées et languette tricolore.",
  },
  "enamel-paddock-mug": {
    name: "Mug émaillé Paddock",
    description: "Le mug qui résiste à tous les voyages en camion : acier émaillé cerclé d’une bande tricolore.",
  },
  "leather-race-number-keyring": {
    name: "Porte-clés numéro de course en cuir",
    description: "Porte-clés en cuir surpiqué, frappé du numéro de course de la VH-78.",
  },
  "weekender-holdall": {
    name: "Sac week-end",
    description: "Sac en toile cirée pensé pour un week-end de course, avec anses en cuir et bande rayée.",
  },
  "vh-78-model-1-18": {
    name: "Miniature VH-78 au 1/18",
    description: "Miniature en résine au 1/18 de la VH-78 dans sa livrée de course, finie à la main et présentée sur socle.",
  },
  "grand-prix-historique-print": {
    name: "Affiche Grand Prix Historique",
    description: "Tirage d’art numéroté, 50 × 70 cm, sur papier mat épais.",
  },
  "enamel-pin-set": {
    name: "Coffret de pin’s émaillés",
    description: "Trois pin’s en émail dur aux bords dorés : numéro de course, initiales de l’écurie et F1.",
  },
  "anniversary-print-2019": {
    name: "Affiche anniversaire (retirée de la vente)",
    description: "Un tirage limité qui n’est plus proposé, conservé au catalogue pour les archives.",
  },
  "vitesse-fifty-years-book": {
    name: "Vitesse : cinquante ans de course",
    description: "L’histoire de l’écurie, de ses voitures et de celles et ceux qui les ont fait courir : un livre relié de 320 pages, illustré de photographies d’archives.",
  },
  "la-legende-documentary": {
    name: "La Légende — film documentaire",
    description: "Un documentaire qui suit l’écurie le temps d’une saison de courses historiques. Blu-ray, en français et en anglais.",
  },
  "team-calendar": {
    name: "Calendrier mural de l’écurie",
    description: "Douze mois avec les voitures de l’écurie, photographiées à l’atelier et en piste.",
  },
};

/** Keyed by the English album's slug. */
export const demoAlbumsFr: Record<DemoAlbum["slug"], AlbumFr> = {
  "magny-cours-historic-grand-prix": {
    slug: "grand-prix-historique-de-magny-cours",
    title: "Grand Prix Historique de Magny-Cours",
    description: "La manche à domicile : un double podium, une nuit blanche à l’atelier et un paddock comble.",
    captions: [
      "La VH-78 à pleine vitesse dans la ligne droite principale",
      "Le panneau des stands pour les derniers tours de la première course",
      "La grille avant la deuxième course",
      "Le trophée de la deuxième place",
      "Le casque de Lucas Delaunay, prêt pour la pluie",
      "Le drapeau à damier",
      "Des slicks neufs pour la première course",
      "Le public dans la tribune principale",
    ],
  },
  "spa-classic-weekend": {
    slug: "week-end-historique-de-spa-francorchamps",
    title: "Week-end historique de Spa-Francorchamps",
    description: "De la onzième place au podium, sous la pluie des Ardennes.",
    captions: [
      "Le paddock au crépuscule",
      "En sortie du premier virage, dans la montée",
      "Troisième place sur le podium",
      "La voie des stands pendant les qualifications",
      "La tribune au moment du départ",
      "La fin de la course",
      "Changement de roue au garage",
    ],
  },
  "monaco-historic-grand-prix": {
    slug: "grand-prix-de-monaco-historique",
    title: "Grand Prix de Monaco Historique",
    description: "Les rues de la Principauté, avec la VH-71 et l’Arceau A5.",
    captions: [
      "Matinée au paddock, au bord du port",
      "La VH-71 sur la grille",
      "Dans les rues de la Principauté",
      "Le casque prêt, au garage",
      "La voie des stands avant le départ",
      "La remise des trophées",
    ],
  },
  "vh-82-restoration": {
    slug: "restauration-de-la-vh-82-turbo",
    title: "Restauration de la VH-82 Turbo",
    description: "Les coulisses de la reconstruction de la VH-82 (brouillon, pas encore publié).",
    captions: [
      "Roues déposées, premier jour du démontage",
      "L’atelier, la nuit",
      "Premier démarrage après la reconstruction",
      "Essais de livrée",
      "Chargement du camion",
      "Le drapeau du shakedown",
    ],
  },
};

/** Keyed by the English video's slug. */
export const demoVideosFr: Record<DemoVideo["slug"], VideoFr> = {
  "onboard-vh-78-magny-cours": {
    title: "Caméra embarquée : un tour de Magny-Cours à bord de la VH-78",
    description: "Embarquez avec Lucas Delaunay pour un tour lancé sur les terres de l’écurie.",
  },
  "vh-82-restoration-timelapse": {
    title: "VH-82 Turbo : la restauration en accéléré",
    description: "Six mois d’atelier en six minutes.",
  },
  "paddock-walk-spa": {
    title: "Balade dans le paddock de Spa-Francorchamps",
    description: "Visite du paddock de l’écurie, le matin de la course.",
  },
  "monaco-preview": {
    title: "Monaco en avant-première",
    description: "Brouillon : un avant-goût du Grand Prix de Monaco Historique.",
  },
};

/** The site settings' French texts (demoSiteSettings). */
export const demoSiteSettingsFr: SiteSettingsFr = {
  address: "Technopôle du Circuit, 58470 Magny-Cours, France",
};

/**
 * The demo team’s pages (issue 15), as the team would have written them in
 * the admin: the home page’s hero, introduction and partners, the driver’s
 * career. Inserted once into `site_pages` with the rest of the demo content;
 * from then on the pages are the team’s, edited in Admin › Pages. The
 * English keeps the specification’s words; the French is written for a
 * French reader. Everyone here is fictional.
 */
export interface DemoPageMedia {
  heroVideoUrl: string;
  heroPosterUrl: string;
  portraitUrl: string;
  /** The season the seed runs in: the timeline reaches it, the seasons are counted to it. */
  currentYear: number;
}

/** Checked against the pages' schemas (features/pages/schema.ts) by the seed's test: this layer does not know the features. */
export function demoPages(
  media: DemoPageMedia,
): { home: Record<string, unknown>; driver: Record<string, unknown>; f1madness: Record<string, unknown>; services: Record<string, unknown>; experiences: Record<string, unknown>; contact: Record<string, unknown>; listings: Record<string, unknown> } {
  // He started racing in 1997: in 2026 he is in his 30th season.
  const seasons = media.currentYear - 1997 + 1;
  return {
    home: {
      hero: {
        videoUrl: media.heroVideoUrl,
        posterUrl: media.heroPosterUrl,
        eyebrow: {
          en: "Historic Formula 1 · Magny-Cours, France",
          fr: "Formule 1 historique · Magny-Cours, France"
        },
        title: {
          en: "Écurie Vitesse Historique",
          fr: "Écurie Vitesse Historique"
        },
        lead: {
          en: "We find, restore and race the Formula 1 cars of the 1960s to the 1980s — and share the drive with you.",
          fr: "Nous dénichons, restaurons et faisons courir les Formule 1 des années 1960 à 1980 — et nous vous en confions le volant."
        },
        primary: {
          label: {
            en: "Discover the collection",
            fr: "Découvrir la collection"
          },
          href: "/collection"
        },
        secondary: {
          label: {
            en: "Drive with us",
            fr: "Piloter avec nous"
          },
          href: "/experiences"
        }
      },
      intro: {
        eyebrow: {
          en: "The team",
          fr: "L’équipe"
        },
        title: {
          en: "Where racing history keeps moving",
          fr: "L’histoire de la course, toujours en mouvement"
        },
        text: {
          en: "Écurie Vitesse Historique is a family racing team led by former professional driver Lucas Delaunay. In our workshop near Magny-Cours, historic Formula 1 cars are found, restored to their original specification and raced again at the great meetings of Europe.",
          fr: "Écurie Vitesse Historique est une équipe de course familiale menée par l’ancien pilote professionnel Lucas Delaunay. Dans notre atelier près de Magny-Cours, des Formule 1 historiques sont dénichées, restaurées dans leur configuration d’origine et ramenées en piste lors des grands rendez-vous européens."
        },
        tiles: [
          {
            icon: "news",
            title: {
              en: "Latest News",
              fr: "Dernières actualités"
            },
            text: {
              en: "Race reports, restoration diaries and the monthly newsletter.",
              fr: "Comptes rendus de course, carnets de restauration et newsletter mensuelle."
            },
            href: "#news"
          },
          {
            icon: "car",
            title: {
              en: "Car Collection",
              fr: "La collection"
            },
            text: {
              en: "Historic Formula 1 cars for sale, to rent and to drive on track.",
              fr: "Des Formule 1 historiques à vendre, à louer et à piloter sur circuit."
            },
            href: "/collection"
          },
          {
            icon: "calendar",
            title: {
              en: "Meet Us",
              fr: "Nous retrouver"
            },
            text: {
              en: "Find the team at historic Grands Prix, track days and concours.",
              fr: "Retrouvez l’équipe sur les Grands Prix historiques, les journées piste et les concours d’élégance."
            },
            href: "/events"
          }
        ]
      },
      partners: [
        {
          name: "Vortex Performance",
          category: {
            en: "performance parts",
            fr: "pièces de performance"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Roulements Arnaud",
          category: {
            en: "bearings and seals",
            fr: "roulements et joints"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Huiles Castellane",
          category: {
            en: "lubricants",
            fr: "lubrifiants"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Chimie Lafarge Racing",
          category: {
            en: "chemicals",
            fr: "chimie technique"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Paddock Revue",
          category: {
            en: "automotive media",
            fr: "presse automobile"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Pneus Héritage",
          category: {
            en: "tires",
            fr: "pneumatiques"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Freinage Duroc",
          category: {
            en: "braking systems",
            fr: "systèmes de freinage"
          },
          logoUrl: null,
          url: null
        },
        {
          name: "Équipement Piste",
          category: {
            en: "racing equipment",
            fr: "équipement de course"
          },
          logoUrl: null,
          url: null
        }
      ]
    },
    driver: {
      name: "Lucas Delaunay",
      slug: "lucas-delaunay",
      portrait: {
        url: media.portraitUrl,
        alt: {
          en: "Lucas Delaunay's helmet in the team's tricolore colours",
          fr: "Le casque de Lucas Delaunay aux couleurs tricolores de l’équipe"
        }
      },
      lead: {
        en: "French karting champion, Formula Renault title winner, Le Mans podium finisher — and today the driver, engineer and team principal behind Écurie Vitesse Historique.",
        fr: "Champion de France de karting, titré en Formule Renault, monté sur le podium des 24 Heures du Mans — et aujourd’hui pilote, ingénieur et directeur de l’Écurie Vitesse Historique."
      },
      quote: {
        en: "“A historic car deserves to be raced the way its designers meant it to be.”",
        fr: "« Une voiture historique mérite de courir comme ses concepteurs l’ont voulu. »"
      },
      biography: {
        en: "Lucas Delaunay grew up among historic racing cars: his father's restoration workshop near Magny-Cours was his playground long before it became a racing team. He started karting there in 1997 and won a national title the following year.\n\nSingle-seaters came next. After a promising rookie season, he took the French Formula Renault championship in 2001 and spent the following years in Formula 3 and Formula 3000, learning to set up cars as carefully as he drove them. Endurance racing followed, with a Le Mans class podium in 2009.\n\nIn 2012 he came home to the workshop and turned it into Écurie Vitesse Historique. The idea was simple: restore historic Formula 1 cars to their exact original specification, and race them as hard as their designers intended. Two Historic Formula One titles and a win at Monaco later, the idea has proved itself.\n\nToday Lucas still races every season, but he spends as much time passing on what he knows — coaching gentleman drivers, running track experiences and advising collectors on the cars they buy and restore.",
        fr: "Lucas Delaunay a grandi au milieu des voitures de course historiques : l’atelier de restauration de son père, près de Magny-Cours, a été son terrain de jeu bien avant de devenir une écurie. C’est là qu’il a fait ses débuts en karting, en 1997, avant de décrocher un titre national dès l’année suivante.\n\nPuis vint la monoplace. Après une première saison prometteuse, il a remporté le championnat de France de Formule Renault en 2001, puis enchaîné les saisons en Formule 3 et en Formule 3000, où il a appris à régler une voiture avec autant de soin qu’il la pilotait. L’endurance a suivi, avec un podium de catégorie au Mans en 2009.\n\nEn 2012, il est revenu à l’atelier pour en faire l’Écurie Vitesse Historique. L’idée était simple : rendre aux Formule 1 historiques leur spécification d’origine, au détail près, et les faire courir aussi fort que leurs concepteurs l’avaient voulu. Deux titres en Formule 1 historique et une victoire à Monaco plus tard, l’idée a fait ses preuves.\n\nAujourd’hui, Lucas court toujours chaque saison, mais il consacre autant de temps à transmettre ce qu’il sait : il coache des gentlemen drivers, anime les expériences sur piste et conseille les collectionneurs sur les voitures qu’ils achètent et restaurent."
      },
      achievements: [
        {
          years: "2016 · 2022",
          title: {
            en: "Two-time Historic Formula One Champion",
            fr: "Double champion de Formule 1 historique"
          },
          detail: {
            en: "Titles won in the team's own Vitesse VH-78, restored in-house from a bare chassis.",
            fr: "Deux titres décrochés au volant de la Vitesse VH-78 de l’écurie, restaurée à l’atelier à partir d’un châssis nu."
          }
        },
        {
          years: "2018",
          title: {
            en: "Monaco Historic Grand Prix winner",
            fr: "Vainqueur du Grand Prix de Monaco Historique"
          },
          detail: {
            en: "Victory in the 1966–1985 Formula 1 race, from fifth on the grid.",
            fr: "Victoire dans le plateau des Formule 1 1966–1985, en partant cinquième sur la grille."
          }
        },
        {
          years: "2009",
          title: {
            en: "Le Mans 24 Hours class podium",
            fr: "Podium de catégorie aux 24 Heures du Mans"
          },
          detail: {
            en: "Third in LMP2 after a night stint in the rain that moved the car up four places.",
            fr: "Troisième en LMP2, après un relais de nuit sous la pluie qui a fait remonter la voiture de quatre places."
          }
        },
        {
          years: "2001",
          title: {
            en: "French Formula Renault Champion",
            fr: "Champion de France de Formule Renault"
          },
          detail: {
            en: "Seven wins in fourteen races in his second season of single-seaters.",
            fr: "Sept victoires en quatorze courses, pour sa deuxième saison en monoplace."
          }
        }
      ],
      stats: [
        {
          value: String(seasons),
          label: {
            en: "Seasons of racing",
            fr: "Saisons de course"
          }
        },
        {
          value: "312",
          label: {
            en: "Race starts",
            fr: "Courses disputées"
          }
        },
        {
          value: "47",
          label: {
            en: "Wins",
            fr: "Victoires"
          }
        },
        {
          value: "118",
          label: {
            en: "Podiums",
            fr: "Podiums"
          }
        },
        {
          value: "4",
          label: {
            en: "Championship titles",
            fr: "Titres de champion"
          }
        }
      ],
      timeline: [
        {
          year: 1997,
          toPresent: false,
          title: {
            en: "First laps",
            fr: "Premiers tours de roue"
          },
          text: {
            en: "First karting season at the Magny-Cours kart track, in the family workshop's colours.",
            fr: "Première saison de karting sur la piste de Magny-Cours, aux couleurs de l’atelier familial."
          }
        },
        {
          year: 1998,
          toPresent: false,
          title: {
            en: "French karting champion",
            fr: "Champion de France de karting"
          },
          text: {
            en: "Nine wins from twelve rounds, and a first taste of the podium's top step.",
            fr: "Neuf victoires en douze manches, et la découverte de la plus haute marche du podium."
          }
        },
        {
          year: 2000,
          toPresent: false,
          title: {
            en: "Into single-seaters",
            fr: "Le passage à la monoplace"
          },
          text: {
            en: "Rookie season in Formula Renault Campus: two wins and third in the standings.",
            fr: "Première saison en Formule Renault Campus : deux victoires et la troisième place du championnat."
          }
        },
        {
          year: 2001,
          toPresent: false,
          title: {
            en: "French Formula Renault champion",
            fr: "Champion de France de Formule Renault"
          },
          text: {
            en: "Seven wins in fourteen races, and the title with a round to spare.",
            fr: "Sept victoires en quatorze courses, et le titre en poche avec une manche d’avance."
          }
        },
        {
          year: 2003,
          toPresent: false,
          title: {
            en: "Formula 3",
            fr: "Formule 3"
          },
          text: {
            en: "Runner-up in the French Formula 3 championship, with four pole positions.",
            fr: "Vice-champion de France de Formule 3, avec quatre pole positions."
          }
        },
        {
          year: 2005,
          toPresent: false,
          title: {
            en: "Formula 3000",
            fr: "Formule 3000"
          },
          text: {
            en: "A season with a privateer team; first podium in the rain at Spa-Francorchamps.",
            fr: "Une saison avec une écurie privée ; premier podium, sous la pluie, à Spa-Francorchamps."
          }
        },
        {
          year: 2007,
          toPresent: false,
          title: {
            en: "Endurance racing",
            fr: "Cap sur l’endurance"
          },
          text: {
            en: "Le Mans 24 Hours debut in the LMP2 class, sharing the car with two veterans.",
            fr: "Premiers 24 Heures du Mans, en catégorie LMP2, avec deux équipiers chevronnés."
          }
        },
        {
          year: 2009,
          toPresent: false,
          title: {
            en: "Le Mans class podium",
            fr: "Podium de catégorie au Mans"
          },
          text: {
            en: "Third in LMP2 after a night stint in the rain that moved the car up four places.",
            fr: "Troisième en LMP2, après un relais de nuit sous la pluie qui a fait remonter la voiture de quatre places."
          }
        },
        {
          year: 2012,
          toPresent: false,
          title: {
            en: "Écurie Vitesse Historique",
            fr: "Écurie Vitesse Historique"
          },
          text: {
            en: "The family workshop becomes a racing team; the first historic Formula 1 car, the VH-78, arrives as a bare chassis.",
            fr: "L’atelier familial devient une écurie de course ; la première Formule 1 historique, la VH-78, arrive en châssis nu."
          }
        },
        {
          year: 2014,
          toPresent: false,
          title: {
            en: "Back on the grid",
            fr: "Retour sur la grille"
          },
          text: {
            en: "The restored VH-78 wins on its return to racing, at Dijon-Prenois.",
            fr: "La VH-78 restaurée s’impose dès son retour à la compétition, à Dijon-Prenois."
          }
        },
        {
          year: 2016,
          toPresent: false,
          title: {
            en: "Historic Formula One Champion",
            fr: "Champion de Formule 1 historique"
          },
          text: {
            en: "First title for the team, decided at the final round in Barcelona.",
            fr: "Premier titre pour l’écurie, joué lors de l’ultime manche, à Barcelone."
          }
        },
        {
          year: 2018,
          toPresent: false,
          title: {
            en: "Monaco Historic Grand Prix",
            fr: "Grand Prix de Monaco Historique"
          },
          text: {
            en: "Victory in the 1966–1985 Formula 1 race, from fifth on the grid.",
            fr: "Victoire dans le plateau des Formule 1 1966–1985, en partant cinquième sur la grille."
          }
        },
        {
          year: 2020,
          toPresent: false,
          title: {
            en: "Coaching programme",
            fr: "Le coaching pilote"
          },
          text: {
            en: "Driver coaching opens to gentleman drivers, with telemetry reviews after every session.",
            fr: "Le coaching s’ouvre aux gentlemen drivers, avec une analyse de la télémétrie après chaque séance."
          }
        },
        {
          year: 2022,
          toPresent: false,
          title: {
            en: "Second Historic F1 title",
            fr: "Deuxième titre en F1 historique"
          },
          text: {
            en: "Six wins, and the championship sealed at Magny-Cours in front of the home crowd.",
            fr: "Six victoires, et le championnat bouclé à Magny-Cours, devant son public."
          }
        },
        {
          year: 2024,
          toPresent: false,
          title: {
            en: "Track experiences",
            fr: "Les expériences sur piste"
          },
          text: {
            en: "The team opens its cars to guests: F1 drive days, coaching and passenger hot laps.",
            fr: "L’écurie ouvre ses voitures à ses invités : journées de pilotage en F1, coaching et baptêmes de piste."
          }
        },
        {
          year: media.currentYear,
          toPresent: true,
          title: {
            en: `Season ${seasons}`,
            fr: `${seasons}e saison`
          },
          text: {
            en: "Racing the team's cars in the historic championships, coaching the next generation and restoring the next car in the workshop.",
            fr: "Au volant des voitures de l’écurie dans les championnats historiques, aux côtés de la relève qu’il forme, et déjà penché sur la prochaine restauration de l’atelier."
          }
        }
      ],
      highlightCarIds: [],
      cta: {
        title: {
          en: "Drive with Lucas",
          fr: "Pilotez avec Lucas"
        },
        text: {
          en: "Coaching days, track experiences and race weekends with the team.",
          fr: "Journées de coaching, expériences sur piste et week-ends de course avec l’équipe."
        }
      }
    },
    f1madness: {
      hero: {
        eyebrow: {
          en: "Historic Formula 1",
          fr: "Formule 1 historique"
        },
        title: {
          en: "F1 Madness",
          fr: "F1 Madness"
        },
        lead: {
          en: "Three decades of Formula 1 at full song: ground-effect wing cars, screaming V12s and the turbo monsters of the eighties. We find them, bring them back to life and race them.",
          fr: "Trois décennies de Formule 1 à plein régime : monoplaces à effet de sol, V12 hurlants et monstres turbo des années 1980. Nous les dénichons, leur redonnons vie et les faisons courir."
        },
        stats: [
          {
            value: "1967–1992",
            label: {
              en: "Eras of Formula 1 in our care",
              fr: "Époques de Formule 1 entre nos mains"
            }
          },
          {
            value: "25+",
            label: {
              en: "Years of racing experience",
              fr: "Années d’expérience en course"
            }
          },
          {
            value: "40",
            label: {
              en: "Race weekends a season",
              fr: "Week-ends de course par saison"
            }
          }
        ]
      },
      cars: {
        title: {
          en: "Historic cars",
          fr: "Voitures historiques"
        },
        lead: {
          en: "A glimpse of the machines passing through our workshop this season. Ask about any of them: the team answers every enquiry personally.",
          fr: "Un aperçu des machines qui passent par notre atelier cette saison. Renseignez-vous sur chacune d’elles : l’équipe répond personnellement à chaque demande."
        },
        items: [
          {
            key: "lambert-lt3",
            name: "Lambert LT3",
            year: 1977,
            chassis: {
              en: "Aluminium monocoque, chassis LT3-02",
              fr: "Monocoque en aluminium, châssis LT3-02"
            },
            engine: {
              en: "Ford Cosworth DFV 3.0 V8",
              fr: "V8 Ford Cosworth DFV 3,0 litres"
            },
            drivers: "Jean-Marc Valence, Pierre Aubrac",
            status: "available",
            description: {
              en: "A privateer car from the year the first ground-effect experiments reached the grid. Two points finishes in period, a complete ownership file and a fresh DFV rebuild: ready for the Historic Grand Prix season.",
              fr: "Une monoplace d’écurie privée, de l’année où l’effet de sol a fait ses premiers pas sur la grille. Deux arrivées dans les points à l’époque, l’historique complet de ses propriétaires et un DFV fraîchement reconstruit : elle est prête pour la saison des Grands Prix historiques."
            },
            number: 19,
            livery: "bleu"
          },
          {
            key: "corbiere-c80",
            name: "Corbière C80",
            year: 1980,
            chassis: {
              en: "Aluminium honeycomb monocoque, chassis C80-04",
              fr: "Monocoque en nid d’abeille d’aluminium, châssis C80-04"
            },
            engine: {
              en: "3.0-litre V12, 48 valves",
              fr: "V12 3,0 litres, 48 soupapes"
            },
            drivers: "Henri Castel",
            status: "on_track",
            description: {
              en: "Sliding skirts, a screaming French V12 and a wing-car profile that still turns heads in the paddock. Raced by the team this season, with places available for shared test days and coaching.",
              fr: "Jupes coulissantes, V12 français hurlant et silhouette de wing car qui fait encore tourner les têtes dans le paddock. Engagée par l’écurie cette saison, avec des places disponibles pour des journées d’essais partagées et du coaching."
            },
            number: 7,
            livery: "rouge"
          },
          {
            key: "rocheval-rv84-turbo",
            name: "Rocheval RV-84 Turbo",
            year: 1984,
            chassis: {
              en: "Carbon-fibre monocoque, chassis RV84-01",
              fr: "Monocoque en fibre de carbone, châssis RV84-01"
            },
            engine: {
              en: "1.5-litre turbocharged V6",
              fr: "V6 turbo 1,5 litre"
            },
            drivers: "Alain Mercadier, Thierry Vasseur",
            status: "restoration",
            description: {
              en: "One of the wild turbo-era machines, found in a barn near Clermont-Ferrand with its original tub and gearbox. In the workshop for a full, documented restoration: follow its return to the track.",
              fr: "L’une des furieuses machines de l’ère turbo, véritable sortie de grange découverte près de Clermont-Ferrand avec sa coque et sa boîte de vitesses d’origine. À l’atelier pour une restauration complète et documentée : suivez son retour en piste."
            },
            number: 31,
            livery: "vert"
          }
        ]
      },
      services: {
        title: {
          en: "What we do",
          fr: "Notre métier"
        },
        lead: {
          en: "Everything a historic Formula 1 car and its owner need, under one roof.",
          fr: "Tout ce dont une Formule 1 historique et son propriétaire ont besoin, sous un même toit."
        },
        items: [
          {
            icon: "search",
            title: {
              en: "Acquisition",
              fr: "Acquisition"
            },
            text: {
              en: "We find, inspect and verify historic Formula 1 cars across Europe, from period history to the last bolt, before you commit.",
              fr: "Nous dénichons, inspectons et authentifions des Formule 1 historiques partout en Europe, de l’historique d’époque jusqu’au dernier boulon, avant que vous ne vous engagiez."
            }
          },
          {
            icon: "wrench",
            title: {
              en: "Restoration",
              fr: "Restauration"
            },
            text: {
              en: "Chassis, engine and gearbox rebuilt in our workshop to original specification, every stage photographed and documented.",
              fr: "Châssis, moteur et boîte de vitesses reconstruits dans notre atelier selon la spécification d’origine, chaque étape photographiée et documentée."
            }
          },
          {
            icon: "flag",
            title: {
              en: "Racing",
              fr: "Compétition"
            },
            text: {
              en: "Full race-weekend support in historic championships: transport, mechanics, spares, strategy and data on the pit wall.",
              fr: "Un accompagnement complet en week-end de course dans les championnats historiques : transport, mécaniciens, pièces, stratégie et données au muret des stands."
            }
          },
          {
            icon: "gauge",
            title: {
              en: "Track Experiences",
              fr: "Expériences sur piste"
            },
            text: {
              en: "Drive a real Cosworth-era car on great European circuits, with a briefing, an engineer and a coach at your side.",
              fr: "Pilotez une authentique monoplace de l’ère Cosworth sur les grands circuits européens, avec briefing, ingénieur et coach à vos côtés."
            }
          },
          {
            icon: "graduation",
            title: {
              en: "Driver Coaching",
              fr: "Coaching pilote"
            },
            text: {
              en: "One-to-one coaching with a former professional driver: lines, braking, car control and the mindset of a race weekend.",
              fr: "Un coaching individuel avec un ancien pilote professionnel : trajectoires, freinage, maîtrise de la voiture et état d’esprit d’un week-end de course."
            }
          },
          {
            icon: "clipboard",
            title: {
              en: "Technical Consulting",
              fr: "Conseil technique"
            },
            text: {
              en: "Independent advice on authenticity, FIA Historic Technical Passports, set-up and long-term preservation of your car.",
              fr: "Un regard indépendant sur l’authenticité, les passeports techniques historiques FIA, les réglages et la préservation à long terme de votre voiture."
            }
          }
        ]
      },
      ecosystem: {
        title: {
          en: "The Vitesse ecosystem",
          fr: "L’univers Vitesse"
        },
        lead: {
          en: "F1 Madness is where it all meets: the collection of cars for sale and for the team, the experiences on track, the events where you can see them run, and the Pitshop for the paddock at home.",
          fr: "F1 Madness, c’est là que tout se rejoint : la collection, des voitures à vendre aux monoplaces de l’écurie, les expériences sur piste, les événements où les voir rouler, et le Pitshop pour un peu de paddock chez vous."
        },
        items: [
          {
            title: {
              en: "The Collection",
              fr: "La collection"
            },
            text: {
              en: "Catalogue cars for sale and rent, and the team's own racers.",
              fr: "Les voitures du catalogue, à vendre ou à louer, et celles que l’écurie fait courir."
            },
            href: "/collection"
          },
          {
            title: {
              en: "Experiences",
              fr: "Expériences"
            },
            text: {
              en: "Drive, learn and ride along in a historic Formula 1 car.",
              fr: "Pilotez, apprenez et embarquez à bord d’une Formule 1 historique."
            },
            href: "/experiences"
          },
          {
            title: {
              en: "Events",
              fr: "Événements"
            },
            text: {
              en: "Meet the team at historic meetings across Europe.",
              fr: "Retrouvez l’écurie sur les meetings historiques, partout en Europe."
            },
            href: "/events"
          },
          {
            title: {
              en: "Pitshop",
              fr: "Pitshop"
            },
            text: {
              en: "Team apparel, collectibles, books and films.",
              fr: "Vêtements de l’écurie, objets de collection, livres et films."
            },
            href: "/pitshop"
          }
        ]
      }
    },
    services: {
      intro: {
        eyebrow: {
          en: "What we do",
          fr: "Notre savoir-faire"
        },
        lead: {
          en: "Acquisition, restoration, racing, track experiences, driver coaching, team management and technical consulting: everything a historic Formula 1 car needs, under one roof.",
          fr: "Acquisition, restauration, compétition, expériences sur piste, coaching pilote, gestion d’écurie et conseil technique : tout ce dont une Formule 1 historique a besoin, sous un même toit."
        }
      },
      sections: [
        {
          anchor: "acquisition",
          icon: "search",
          title: {
            en: "Acquisition",
            fr: "Acquisition"
          },
          tagline: {
            en: "The right car, with the right history.",
            fr: "La bonne voiture, avec le bon pedigree."
          },
          description: {
            en: "We find, inspect and negotiate historic Formula 1 cars for collectors and racers. Every car is checked against its period records before an offer is made, so you know exactly which chassis you are buying and what it has been through.",
            fr: "Nous recherchons, inspectons et négocions des Formule 1 historiques pour le compte de collectionneurs et de pilotes. Chaque voiture est confrontée à ses archives d’époque avant toute offre : vous savez exactement quel châssis vous achetez, et ce qu’il a vécu."
          },
          points: {
            en: "Search through a private network of owners and teams\nChassis history and period documentation checked\nPre-purchase inspection and track shakedown\nTransport, import and registration handled",
            fr: "Recherche au sein d’un réseau privé de propriétaires et d’écuries\nHistorique du châssis et documentation d’époque vérifiés\nInspection avant achat et shakedown sur piste\nTransport, importation et immatriculation pris en charge"
          },
          subject: "cars",
          related: {
            label: {
              en: "Browse the collection",
              fr: "Découvrir la collection"
            },
            href: "/collection"
          },
          shortName: {
            en: "Acquisition",
            fr: "Acquisition"
          }
        },
        {
          anchor: "restoration",
          icon: "wrench",
          title: {
            en: "Restoration",
            fr: "Restauration"
          },
          tagline: {
            en: "Original specification, documented part by part.",
            fr: "Fidèle à l’origine, documentée pièce par pièce."
          },
          description: {
            en: "Our workshop restores historic single-seaters to their exact original specification, from a bare tub to race-ready. Each original part that passes inspection is kept, every repair is photographed and recorded, and the car leaves with a complete restoration file.",
            fr: "Notre atelier rend aux monoplaces historiques leur spécification d’origine exacte, de la coque nue jusqu’à la voiture prête à courir. Chaque pièce d’origine qui passe le contrôle est conservée, chaque réparation est photographiée et consignée, et la voiture repart avec un dossier de restauration complet."
          },
          points: {
            en: "Full strip-down, crack testing and chassis repair\nEngine and gearbox rebuilds with specialist partners\nPeriod-correct paint and livery\nRestoration file and FIA Historic Technical Passport",
            fr: "Démontage intégral, contrôle des fissures et réparation du châssis\nRéfection du moteur et de la boîte de vitesses avec des partenaires spécialistes\nPeinture et livrée fidèles à l’époque\nDossier de restauration et passeport technique historique FIA"
          },
          subject: "cars",
          related: {
            label: {
              en: "",
              fr: ""
            },
            href: ""
          },
          shortName: {
            en: "Restoration",
            fr: "Restauration"
          }
        },
        {
          anchor: "racing",
          icon: "flag",
          title: {
            en: "Racing",
            fr: "Compétition"
          },
          tagline: {
            en: "Historic Formula 1, raced as intended.",
            fr: "La Formule 1 historique, courue comme il se doit."
          },
          description: {
            en: "The team races its own cars and customer cars in the historic Formula 1 championships and at the great historic meetings — Monaco, Spa, Magny-Cours, Goodwood. We prepare, transport and run the car; you, or our driver, race it.",
            fr: "L’écurie engage ses propres voitures et celles de ses clients dans les championnats de Formule 1 historique et sur les grands meetings historiques — Monaco, Spa, Magny-Cours, Goodwood. Nous préparons, transportons et exploitons la voiture ; à vous, ou à notre pilote, de la mener en course."
          },
          points: {
            en: "Arrive-and-drive programmes for a race or a season\nRace preparation and trackside engineering\nHistoric Formula One championship entries\nData logging and debriefs after each session",
            fr: "Programmes clés en main, pour une course ou une saison entière\nPréparation de course et ingénierie sur le circuit\nEngagements dans le championnat de Formule 1 historique\nAcquisition de données et débriefing après chaque séance"
          },
          subject: "racing",
          related: {
            label: {
              en: "See the race calendar",
              fr: "Voir le calendrier des courses"
            },
            href: "/events"
          },
          shortName: {
            en: "Racing",
            fr: "Compétition"
          }
        },
        {
          anchor: "track-experiences",
          icon: "gauge",
          title: {
            en: "Track experiences",
            fr: "Expériences sur piste"
          },
          tagline: {
            en: "Your first laps in a real Formula 1 car.",
            fr: "Vos premiers tours au volant d’une vraie Formule 1."
          },
          description: {
            en: "From passenger hot laps to a full day at the wheel of a historic Formula 1 car, our experiences are built around your level. Each one includes briefing, equipment and a coach, on circuits we know by heart.",
            fr: "Du baptême de piste en passager à une journée entière au volant d’une Formule 1 historique, nos expériences s’adaptent à votre niveau. Chacune comprend le briefing, l’équipement et un coach, sur des circuits que nous connaissons par cœur."
          },
          points: {
            en: "F1 drive days, coaching days and hot laps\nHelmet, race suit and HANS device provided\nProfessional coach and safety car on track\nVideo and data of your laps to take home",
            fr: "Journées de pilotage F1, journées de coaching et baptêmes de piste\nCasque, combinaison et système HANS fournis\nCoach professionnel et voiture de sécurité en piste\nLes vidéos et les données de vos tours, à emporter"
          },
          subject: "other",
          related: {
            label: {
              en: "View the experiences",
              fr: "Découvrir les expériences"
            },
            href: "/experiences"
          },
          shortName: {
            en: "Track Experiences",
            fr: "Expériences sur piste"
          }
        },
        {
          anchor: "driver-coaching",
          icon: "graduation",
          title: {
            en: "Driver coaching",
            fr: "Coaching pilote"
          },
          tagline: {
            en: "Faster, safer, more consistent.",
            fr: "Plus rapide, plus sûr, plus régulier."
          },
          description: {
            en: "One-to-one coaching with a professional racing driver, in your car or ours. We combine on-track work, in-car video and data analysis to find time where it matters — braking, line and car control in the wet.",
            fr: "Un coaching individuel avec un pilote de course professionnel, sur votre voiture ou la nôtre. Travail en piste, vidéo embarquée et analyse des données se conjuguent pour aller chercher le temps là où il se trouve — au freinage, dans la trajectoire et dans la maîtrise de la voiture sur le mouillé."
          },
          points: {
            en: "Sessions on circuit or in the simulator\nTelemetry and onboard video reviews\nRace-weekend coaching from the pit wall\nLicence preparation for historic racing",
            fr: "Séances sur circuit ou sur simulateur\nAnalyse de la télémétrie et des vidéos embarquées\nCoaching en week-end de course, depuis le muret des stands\nPréparation à la licence pour la compétition historique"
          },
          subject: "coaching",
          related: {
            label: {
              en: "",
              fr: ""
            },
            href: ""
          },
          shortName: {
            en: "Driver Coaching",
            fr: "Coaching pilote"
          }
        },
        {
          anchor: "team-management",
          icon: "users",
          title: {
            en: "Team management",
            fr: "Gestion d’écurie"
          },
          tagline: {
            en: "A complete team behind your car.",
            fr: "Toute une écurie derrière votre voiture."
          },
          description: {
            en: "For owners who want to race without running a team: we take charge of logistics, entries, mechanics, spares and scheduling for a single event or a whole season, so you only have to arrive and drive.",
            fr: "Pour les propriétaires qui veulent courir sans avoir à gérer une écurie : nous prenons en charge la logistique, les engagements, la mécanique, les pièces et le planning, le temps d’une épreuve ou d’une saison entière. Il ne vous reste qu’à arriver et à piloter."
          },
          points: {
            en: "Season planning and event entries\nMechanics, engineers and hospitality\nSpares, fuel and tyre management\nTransport and storage between events",
            fr: "Planification de la saison et engagements aux épreuves\nMécaniciens, ingénieurs et hospitalité\nGestion des pièces, du carburant et des pneumatiques\nTransport et stockage entre deux épreuves"
          },
          subject: "racing",
          related: {
            label: {
              en: "",
              fr: ""
            },
            href: ""
          },
          shortName: {
            en: "Team Management",
            fr: "Gestion d’écurie"
          }
        },
        {
          anchor: "technical-consulting",
          icon: "settings",
          title: {
            en: "Technical consulting",
            fr: "Conseil technique"
          },
          tagline: {
            en: "Engineering knowledge of a lost era.",
            fr: "Le savoir-faire d’une époque révolue."
          },
          description: {
            en: "Collectors, museums and other teams call on our engineers for authenticity reports, set-up advice and reliability upgrades that respect historic regulations. We also value cars for insurance and sale.",
            fr: "Collectionneurs, musées et autres écuries font appel à nos ingénieurs pour des rapports d’authenticité, des conseils de réglage et des améliorations de fiabilité conformes aux règlements historiques. Nous réalisons aussi des expertises pour l’assurance et la vente."
          },
          points: {
            en: "Authenticity and originality reports\nSet-up sheets and reliability programmes\nValuations for insurance and sale\nSupport for museums and concours entries",
            fr: "Rapports d’authenticité et d’originalité\nFiches de réglage et programmes de fiabilisation\nExpertises pour l’assurance et la vente\nAccompagnement des musées et des participations aux concours d’élégance"
          },
          subject: "other",
          related: {
            label: {
              en: "",
              fr: ""
            },
            href: ""
          },
          shortName: {
            en: "Technical Consulting",
            fr: "Conseil technique"
          }
        }
      ],
      cta: {
        title: {
          en: "A project in mind?",
          fr: "Un projet en tête ?"
        },
        text: {
          en: "Tell us about your car, your goals and your calendar: we will answer within two working days.",
          fr: "Parlez-nous de votre voiture, de vos objectifs et de votre calendrier : nous vous répondons sous deux jours ouvrés."
        }
      }
    },
    experiences: {
      intro: {
        eyebrow: {
          en: "On track",
          fr: "En piste"
        },
        lead: {
          en: "Drive a historic Formula 1 car, learn from a professional, live a race weekend from the inside.",
          fr: "Pilotez une Formule 1 historique, progressez aux côtés d’un professionnel, vivez un week-end de course de l’intérieur."
        }
      },
      cards: [
        {
          key: "f1_drive",
          name: {
            en: "F1 Drive Experience",
            fr: "Pilotage d’une F1"
          },
          price: 15000,
          duration: {
            en: "Full day",
            fr: "Journée complète"
          },
          note: {
            en: "",
            fr: ""
          },
          level: {
            en: "Advanced",
            fr: "Confirmé"
          },
          featured: true,
          description: {
            en: "A full day at the wheel of a 1970s Formula 1 car, on a closed circuit, with the team running the car for you.",
            fr: "Une journée entière au volant d’une Formule 1 des années 1970, sur circuit privatisé : l’écurie prépare et fait tourner la voiture pour vous."
          },
          includes: {
            en: "Seat fitting and technical briefing\nWarm-up laps in a single-seater\nThree runs in the historic F1 car\nData and onboard video debrief",
            fr: "Ajustement du baquet et briefing technique\nTours de chauffe en monoplace\nTrois sessions au volant de la F1 historique\nDébriefing des données et de la vidéo embarquée"
          },
          image: {
            url: null,
            alt: {
              en: "",
              fr: ""
            }
          },
          requestable: true
        },
        {
          key: "coaching",
          name: {
            en: "Track Day Coaching",
            fr: "Coaching en journée piste"
          },
          price: 2500,
          duration: {
            en: "Full day",
            fr: "Journée complète"
          },
          note: {
            en: "",
            fr: ""
          },
          level: {
            en: "",
            fr: ""
          },
          featured: false,
          description: {
            en: "One-to-one coaching with Lucas Delaunay in your own car or one of ours, built around your goals.",
            fr: "Un coaching individuel avec Lucas Delaunay, sur votre voiture ou l’une des nôtres, construit autour de vos objectifs."
          },
          includes: {
            en: "Track walk and line study\nSessions with in-car coaching\nTelemetry comparison with a reference lap\nWritten progress report",
            fr: "Reconnaissance du circuit à pied et étude des trajectoires\nSéances en piste avec coaching embarqué\nComparaison télémétrique avec un tour de référence\nBilan de progression écrit"
          },
          image: {
            url: null,
            alt: {
              en: "",
              fr: ""
            }
          },
          requestable: true
        },
        {
          key: "vip",
          name: {
            en: "VIP Event Package",
            fr: "Formule événement VIP"
          },
          price: 8000,
          duration: {
            en: "Weekend",
            fr: "Week-end"
          },
          note: {
            en: "",
            fr: ""
          },
          level: {
            en: "",
            fr: ""
          },
          featured: true,
          description: {
            en: "Live a historic Grand Prix weekend from inside the team: garage access, grid walk and hospitality.",
            fr: "Vivez un week-end de Grand Prix historique au cœur de l’écurie : accès au garage, à la grille de départ et hospitalité."
          },
          includes: {
            en: "Team garage and paddock access\nGrid walk before the race\nHospitality for two, all weekend\nMeet the driver and the mechanics",
            fr: "Accès au garage de l’écurie et au paddock\nVisite de la grille avant le départ\nHospitalité pour deux, tout le week-end\nRencontre avec le pilote et les mécaniciens"
          },
          image: {
            url: null,
            alt: {
              en: "",
              fr: ""
            }
          },
          requestable: true
        },
        {
          key: "hot_laps",
          name: {
            en: "Passenger Hot Laps",
            fr: "Baptême de piste en passager"
          },
          price: 1500,
          duration: {
            en: "Half day",
            fr: "Demi-journée"
          },
          note: {
            en: "3-5 laps",
            fr: "3 à 5 tours"
          },
          level: {
            en: "",
            fr: ""
          },
          featured: false,
          description: {
            en: "Ride alongside a professional driver in a two-seater racing car and feel what a flying lap really is.",
            fr: "Prenez place aux côtés d’un pilote professionnel dans une biplace de course, et découvrez ce qu’est vraiment un tour lancé."
          },
          includes: {
            en: "Safety briefing\n3-5 laps at race pace\nRace suit and helmet provided\nOnboard video of your laps",
            fr: "Briefing sécurité\n3 à 5 tours au rythme de la course\nCombinaison et casque fournis\nVidéo embarquée de vos tours"
          },
          image: {
            url: null,
            alt: {
              en: "",
              fr: ""
            }
          },
          requestable: true
        }
      ],
      request: {
        eyebrow: {
          en: "Made to measure",
          fr: "Sur mesure"
        },
        title: {
          en: "Custom request",
          fr: "Demande personnalisée"
        },
        lead: {
          en: "A date, a circuit, a group or a car in mind? Tell us what you would like to do and the team will build the experience around it.",
          fr: "Une date, un circuit, un groupe ou une voiture en tête ? Dites-nous ce que vous aimeriez vivre : l’équipe construira l’expérience autour de votre projet."
        },
        customLabel: {
          en: "Custom experience",
          fr: "Expérience sur mesure"
        }
      }
    },
    contact: demoContactPage(media.currentYear),
    listings: {
      news: {
        eyebrow: {
          en: "Paddock dispatches",
          fr: "Nouvelles du paddock"
        },
        lead: {
          en: "Race reports, restoration diaries and the team's newsletter.",
          fr: "Comptes rendus de course, carnets de restauration et newsletter de l’équipe."
        }
      },
      events: {
        eyebrow: {
          en: "Season calendar",
          fr: "Calendrier de la saison"
        },
        lead: {
          en: "Where to find the team and its cars this season.",
          fr: "Où retrouver l’équipe et ses voitures cette saison."
        }
      },
      pastEvents: {
        eyebrow: {
          en: "Archive",
          fr: "Archives"
        },
        lead: {
          en: "Every meeting the team has raced or shown its cars at, newest first.",
          fr: "Tous les meetings où l’écurie a couru ou exposé ses voitures, du plus récent au plus ancien."
        }
      },
      collection: {
        eyebrow: {
          en: "Historic Formula 1",
          fr: "Formule 1 historique"
        },
        lead: {
          en: "The historic Formula 1 cars of our catalog and of the team: for sale, for rent and for unforgettable days on track.",
          fr: "Les Formule 1 historiques de notre catalogue et de l’équipe : à vendre, à louer, et pour des journées inoubliables sur circuit."
        }
      },
      gallery: {
        eyebrow: {
          en: "From the paddock",
          fr: "Au cœur du paddock"
        },
        lead: {
          en: "Photos and videos from the paddock, the grid and the workshop.",
          fr: "Photos et vidéos du paddock, de la grille et de l’atelier."
        }
      },
      pitshop: {
        eyebrow: {
          en: "Official team store",
          fr: "La boutique officielle de l’équipe"
        },
        lead: {
          en: "Team apparel, accessories, collectibles, books and media: the paddock, at home.",
          fr: "Vêtements, accessoires, objets de collection, livres et médias de l’équipe : le paddock, chez vous."
        }
      }
    }
  };
}

/** The specification's week (Monday to Friday 9:00 AM to 6:00 PM, Saturday 10:00 AM to 4:00 PM, Sunday closed) and the workshop's year-end break. */
function demoContactPage(currentYear: number): Record<string, unknown> {
  const open = (opens: string, closes: string) => ({ closed: false, opens, closes, breakStart: "", breakEnd: "" });
  return {
    intro: {
      eyebrow: {
        en: "Get in touch",
        fr: "Prendre contact"
      },
      lead: {
        en: "Write to the team: racing, coaching, cars, partnerships or the press.",
        fr: "Écrivez à l’équipe : compétition, coaching, voitures, partenariats ou presse."
      }
    },
    form: {
      title: {
        en: "Send us a message",
        fr: "Envoyez-nous un message"
      },
      lead: {
        en: "Every field is required. We answer within two working days.",
        fr: "Tous les champs sont obligatoires. Nous répondons sous deux jours ouvrés."
      }
    },
    hours: [open("09:00", "18:00"), open("09:00", "18:00"), open("09:00", "18:00"), open("09:00", "18:00"), open("09:00", "18:00"), open("10:00", "16:00"), { closed: true, opens: "", closes: "", breakStart: "", breakEnd: "" }],
    closedDays: [
      {
        from: `${currentYear}-12-24`,
        to: `${currentYear + 1}-01-02`,
        reason: {
          en: "Christmas holidays",
          fr: "Congés de fin d’année"
        }
      }
    ]
  };
}

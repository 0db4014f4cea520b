/** The eight partners of the home page and the footer ticker (§2), each with its category. */
export interface Partner {
  name: string;
  category: string;
}

export const partners: readonly Partner[] = [
  { name: "Vortex Performance", category: "performance parts" },
  { name: "Roulements Arnaud", category: "bearings and seals" },
  { name: "Huiles Castellane", category: "lubricants" },
  { name: "Chimie Lafarge Racing", category: "chemicals" },
  { name: "Paddock Revue", category: "automotive media" },
  { name: "Pneus Héritage", category: "tires" },
  { name: "Freinage Duroc", category: "braking systems" },
  { name: "Équipement Piste", category: "racing equipment" },
];

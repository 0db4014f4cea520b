// Scaffold: the route exists so the route table builds; its screen is being built.
export default function Scaffold() {
  return null;
}

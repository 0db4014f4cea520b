// Scaffold: the route exists so the route table builds; its handler is being built.
export function loader() {
  return new Response("Not Found", { status: 404 });
}

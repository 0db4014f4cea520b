/** Being built. */
export default function Placeholder() {
  return null;
}

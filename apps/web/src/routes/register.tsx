export default function Page() {
  return <main><h1>register</h1></main>;
}

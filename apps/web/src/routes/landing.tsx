export default function LandingPage() {
  return <main><h1>landing</h1></main>;
}

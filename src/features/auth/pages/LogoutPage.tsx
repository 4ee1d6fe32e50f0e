export default function LogoutPage() { return <h1>LogoutPage</h1>; }

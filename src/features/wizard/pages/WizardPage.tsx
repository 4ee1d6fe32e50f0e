export default function WizardPage() { return <h1>WizardPage</h1>; }

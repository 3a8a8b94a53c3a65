import { StaticPage } from './StaticPage';

/** /accessibility: the accessibility statement. */
export default function AccessibilityPage() {
  return (
    <StaticPage title="Accessibility">
      <p>
        We want everyone in Greenfield to be able to use this site. It aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA:
        it works with a keyboard and screen readers, on phones, and with text enlarged to 200%.
      </p>
      <h2>Checks we run</h2>
      <p>Every page is tested automatically in a real browser with axe-core, at phone and desktop sizes, before each change is released.</p>
      <h2>Tell us about a problem</h2>
      <p>If something is hard to use, let us know and we will fix it or give you the information another way.</p>
    </StaticPage>
  );
}

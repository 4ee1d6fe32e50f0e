import { render } from '@testing-library/react';
import { CssBaseline, TextField, ThemeProvider } from '@mui/material';
import { theme } from './theme';

describe('theme', () => {
  it('has the text fields\' autofill keyframes once, in the global sheet, however many fields mount', () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <TextField label="One" />
        <TextField label="Two" />
        <TextField label="Three" />
      </ThemeProvider>,
    );
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.filter((rule) => rule.startsWith('@keyframes mui-auto-fill '))).toHaveLength(1);
    expect(rules.filter((rule) => rule.startsWith('@keyframes mui-auto-fill-cancel '))).toHaveLength(1);
    // The animation InputBase listens for, to learn of an autofill (its label then moves up).
    const ruleOf = (selector: string) => rules.filter((rule) => rule.startsWith(`${selector} {`));
    expect(ruleOf(':where(.MuiInputBase-input)')).toEqual([expect.stringMatching(/ animation-name: mui-auto-fill-cancel; .*animation-duration: 10ms;/)]);
    expect(ruleOf(':where(.MuiInputBase-input:-webkit-autofill)')).toEqual([expect.stringMatching(/ animation-name: mui-auto-fill; .*animation-duration: 5000s;/)]);
  });
});

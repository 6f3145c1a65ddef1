/**
 * @jest-environment node
 */
import { CacheProvider, Global, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { renderToString } from 'react-dom/server';
import { collectedStyles, collectingCache } from './collect-styles';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;
const Spinner = styled.span`
  animation: ${spin} 1s linear infinite;
`;
const Unused = styled.p`
  color: red;
`;

function Page({ showUnused }: { showUnused: boolean }) {
  return (
    <>
      <Global styles={{ body: { margin: 0 } }} />
      <Spinner>Loading</Spinner>
      {showUnused ? <Unused /> : null}
    </>
  );
}

function render(showUnused: boolean) {
  const cache = collectingCache();
  const html = renderToString(
    <CacheProvider value={cache}>
      <Page showUnused={showUnused} />
    </CacheProvider>,
  );
  return { cache, html };
}

describe('collectedStyles', () => {
  it('writes no <style> beside the markup, and each style once in the form the browser adopts', () => {
    const { cache, html } = render(false);
    expect(html).not.toContain('<style');
    const styles = collectedStyles(cache, html);
    expect(styles.match(/<style data-emotion="css-global [\w-]+">body\{margin:0;\}<\/style>/g)).toHaveLength(1);
    expect(styles).toMatch(/<style data-emotion="css animation-[\w-]+">[^<]*@keyframes animation-[\w-]+\{/);
    const spinnerClass = /class="css-([\w-]+)"/.exec(html)?.[1];
    expect(styles).toContain(`<style data-emotion="css ${spinnerClass}">.css-${spinnerClass}{`);
  });

  it('leaves out class styles no element of the HTML uses', () => {
    const { cache } = render(true);
    expect(collectedStyles(cache, '<span>no classes</span>')).not.toContain('color:red');
    expect(collectedStyles(cache, '<span>no classes</span>')).toContain('css-global');
  });
});

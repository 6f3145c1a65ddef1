import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, waitFor } from '@testing-library/react';
import type { Control, UseFormSetValue } from 'react-hook-form';
import { useSiteForm } from '@solar/shared-data-access';
import { EMPTY_GIFT_AID, giftAidChecks, type WithGiftAid } from './gift-aid-declaration';
import { GiftAidSection } from './gift-aid-section';

function Host() {
  const form = useSiteForm<WithGiftAid>({
    rules: {},
    checks: giftAidChecks,
    defaultValues: { giftAid: EMPTY_GIFT_AID },
    mode: 'onTouched',
  });
  const { wanted, scope } = form.watch('giftAid');
  return (
    <form>
      <span data-testid="host">{String(wanted)}</span>
      <GiftAidSection
        control={form.control as unknown as Control<WithGiftAid>}
        setValue={form.setValue as unknown as UseFormSetValue<WithGiftAid>}
        wanted={wanted}
        scope={scope}
        amount={25}
      />
    </form>
  );
}

it('opens the details for a box ticked on the server page before the scripts arrived, and the form has the tick', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Host />);
  document.body.append(container);
  (container.querySelector('input[type="checkbox"]') as HTMLInputElement).checked = true;
  await act(async () => {
    hydrateRoot(container, <Host />);
  });
  await waitFor(() => expect(screen.getByTestId('host')).toHaveTextContent('true'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toBeInTheDocument());
});

import styled from '@emotion/styled';
import { giftAidSchedulePath, type GiftAidClaim } from '@solar/shared-contracts';
import { CsvDownloadLink, space } from '@solar/shared-ui';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const fileNumbers = (claim: GiftAidClaim) =>
  Array.from({ length: Math.max(1, claim.fileCount) }, (_, index) => index + 1);

/** Every schedule file of a claim, each as CSV and as the .ods spreadsheet HMRC's Charities Online takes. */
export function ClaimFiles({ claim }: { claim: GiftAidClaim }) {
  return (
    <List aria-label={`Files of claim ${claim.reference}`}>
      {fileNumbers(claim).flatMap((file) =>
        (['csv', 'ods'] as const).map((format) => (
          <li key={`${file}-${format}`}>
            <CsvDownloadLink
              href={giftAidSchedulePath(claim.id, file, format)}
              fileName={`${claim.reference}-schedule-${file}.${format}`}
            >
              {`${claim.reference} schedule ${file} (${format === 'csv' ? 'CSV' : '.ods'})`}
            </CsvDownloadLink>
          </li>
        )),
      )}
    </List>
  );
}

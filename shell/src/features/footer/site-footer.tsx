import styled from '@emotion/styled';
import { Link } from '@solar/shared-routing';
import { CHARITY_NAME, CHARITY_NUMBER, colors, layout, mq, radii, space, SUPPORT_EMAIL } from '@solar/shared-ui';
import { Logo } from '../../components/logo';
import { footerGroups } from '../../lib/nav-links';

const Wrapper = styled.footer`
  background: ${colors.brandStrong};
  color: #e8f1eb;
  a {
    color: #ffffff;
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${space.xl};
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: ${space.xxl} ${space.md} ${space.xl};
  ${mq.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
    padding-left: ${space.lg};
    padding-right: ${space.lg};
  }
`;

const Mission = styled.p`
  max-width: 36ch;
  margin: ${space.md} 0;
  color: #e8f1eb;
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${space.sm};
  font-family: inherit;
  font-size: 0.85rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colors.sun};
`;

const LinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  border-radius: ${radii.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Email = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
  text-underline-offset: 3px;
`;

const Legal = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.16);
  p {
    max-width: ${layout.maxWidth};
    margin: 0 auto;
    padding: ${space.md};
    font-size: 0.9rem;
    color: #d3e3d8;
    ${mq.md} {
      display: flex;
      justify-content: space-between;
      gap: ${space.md};
      padding: ${space.md} ${space.lg};
    }
  }
  span {
    display: block;
  }
`;

/** The site-wide footer: mission, two link columns, contact email, charity number and copyright. */
export function SiteFooter() {
  return (
    <Wrapper>
      <Inner>
        <div>
          <Logo tone="light" />
          <Mission>
            Free solar power for schools, orphanages, places of worship and health centres in Pakistan and Somaliland.
          </Mission>
          <p css={{ margin: 0 }}>
            Questions? <Email href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Email>
          </p>
        </div>
        {footerGroups.map((group) => (
          <nav key={group.id} aria-labelledby={`footer-${group.id}`}>
            <ColumnTitle id={`footer-${group.id}`}>{group.label}</ColumnTitle>
            <LinkList>
              {group.links.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>
        ))}
      </Inner>
      <Legal>
        <p>
          <span>© 2024 {CHARITY_NAME}. All rights reserved.</span>
          <span>Registered charity in England and Wales No. {CHARITY_NUMBER}</span>
        </p>
      </Legal>
    </Wrapper>
  );
}

import { useId, useState } from 'react';
import styled from '@emotion/styled';
import { faqCategories, faqs, type FaqCategory } from '@solar/content-data';
import { ButtonLink, colors, PageHeader, radii, space, VisuallyHidden } from '@solar/shared-ui';
import { Actions } from '../../components/actions';
import { PageSection } from '../../components/page-section';

export const ALL_QUESTIONS = 'All Questions';
type Filter = typeof ALL_QUESTIONS | FaqCategory;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  margin-bottom: ${space.lg};
`;

const FilterButton = styled.button`
  min-height: 44px;
  padding: ${space.sm} ${space.md};
  border: 2px solid ${colors.brand};
  border-radius: ${radii.pill};
  background: ${colors.surface};
  color: ${colors.brand};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${colors.brand};
    color: ${colors.surface};
  }
  &:hover {
    background: ${colors.brandSoft};
  }
  &[aria-pressed='true']:hover {
    background: ${colors.brandStrong};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.md};
  max-width: 56rem;
`;

const Item = styled.li`
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  h3 {
    margin: 0;
    font-family: inherit;
    font-size: 1.05rem;
  }
`;

const Question = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${space.md};
  width: 100%;
  min-height: 44px;
  padding: ${space.md} ${space.lg};
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.brandStrong};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  &:hover {
    background: ${colors.surfaceAlt};
  }
`;

const Sign = styled.span`
  flex-shrink: 0;
  font-size: 1.4rem;
  line-height: 1;
  color: ${colors.sunStrong};
`;

const Answer = styled.div`
  padding: 0 ${space.lg} ${space.md};
  p {
    margin: 0;
  }
`;

const Category = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 600;
  color: ${colors.inkMuted};
`;

export default function FaqsPage() {
  const [category, setCategory] = useState<Filter>(ALL_QUESTIONS);
  // Open answers are remembered by their position in the list on screen, and kept when the filter changes.
  const [open, setOpen] = useState<readonly number[]>([]);
  const baseId = useId();

  const visible = category === ALL_QUESTIONS ? faqs : faqs.filter((faq) => faq.category === category);

  function toggle(position: number) {
    setOpen((current) => (current.includes(position) ? current.filter((p) => p !== position) : [...current, position]));
  }

  return (
    <>
      <PageHeader title="Frequently Asked Questions" eyebrow="About us">
        Answers to the questions we are asked most often about our mission, our solar projects, our partners and how
        your donations are used.
      </PageHeader>
      <PageSection id="questions" title="Browse questions by topic" hideTitle>
        <Filters role="group" aria-label="Filter questions by category">
          {[ALL_QUESTIONS, ...faqCategories].map((name) => (
            <FilterButton
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name as Filter)}
            >
              {name}
            </FilterButton>
          ))}
        </Filters>
        <p aria-live="polite" className="visually-hidden">
          Showing {visible.length} {visible.length === 1 ? 'question' : 'questions'}
          {category === ALL_QUESTIONS ? '' : ` in ${category}`}
        </p>
        <List>
          {visible.map((faq, position) => {
            const isOpen = open.includes(position);
            const answerId = `${baseId}-answer-${position}`;
            return (
              <Item key={faq.question}>
                <h3>
                  <Question
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={answerId}
                    onClick={() => toggle(position)}
                  >
                    <span>
                      {category === ALL_QUESTIONS ? <Category>{faq.category}</Category> : null}
                      {faq.question}
                    </span>
                    <Sign aria-hidden="true">{isOpen ? '−' : '+'}</Sign>
                  </Question>
                </h3>
                <Answer id={answerId} hidden={!isOpen}>
                  <p>{faq.answer}</p>
                </Answer>
              </Item>
            );
          })}
        </List>
      </PageSection>
      <PageSection
        id="more-help"
        title="Still have questions?"
        tone="sand"
        intro="Our team replies to every message within 24 hours. You can also read more about who we are and why we do this work."
      >
        <Actions>
          <ButtonLink to="/contact">Contact Us</ButtonLink>
          <ButtonLink to="/about-us/who-we-are" variant="outline">
            Learn More<VisuallyHidden> about who we are</VisuallyHidden>
          </ButtonLink>
        </Actions>
      </PageSection>
    </>
  );
}

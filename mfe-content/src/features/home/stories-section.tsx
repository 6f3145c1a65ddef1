import styled from '@emotion/styled';
import { testimonials } from '@solar/content-data';
import { Card, colors, Grid, space } from '@solar/shared-ui';
import { PageSection } from '../../components/page-section';

const Quote = styled.figure`
  margin: 0;
  blockquote {
    margin: 0 0 ${space.md};
    font-size: 1.1rem;
    font-style: italic;
    color: ${colors.ink};
  }
  blockquote::before {
    content: '“';
    display: block;
    font-size: 3rem;
    line-height: 1;
    color: ${colors.sunStrong};
  }
  figcaption {
    color: ${colors.inkMuted};
  }
  strong {
    color: ${colors.brandStrong};
  }
`;

export function StoriesSection() {
  return (
    <PageSection
      id="stories"
      title="Stories of Hope"
      tone="plain"
      intro="The people who use our solar systems every day, in their own words."
    >
      <Grid min="300px">
        {testimonials.map((story) => (
          <Card key={story.name} as="div">
            <Quote>
              <blockquote>
                <p>{story.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{story.name}</strong>, {story.role}
                <br />
                {story.place}
              </figcaption>
            </Quote>
          </Card>
        ))}
      </Grid>
    </PageSection>
  );
}

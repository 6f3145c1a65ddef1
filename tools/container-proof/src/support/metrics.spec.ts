import { counterTotal } from './metrics';

describe('counterTotal', () => {
  it('adds every label set of the named series and nothing else', () => {
    const text = [
      '# HELP http_server_request_duration_seconds Time from a request arriving to its answer sent',
      '# TYPE http_server_request_duration_seconds histogram',
      'http_server_request_duration_seconds_count{http_route="/",http_response_status_code="200"} 3',
      'http_server_request_duration_seconds_count{http_route="static",http_response_status_code="200"} 4',
      'http_server_request_duration_seconds_sum{http_route="/"} 0.5',
      'http_server_request_duration_seconds_count_other 100',
    ].join('\n');
    expect(counterTotal(text, 'http_server_request_duration_seconds_count')).toBe(7);
    expect(counterTotal(text, 'missing_total')).toBe(0);
  });
});

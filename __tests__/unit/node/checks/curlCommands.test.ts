/**
 * @jest-environment node
 *
 * The curl commands of a shell fence as the guide's and blog's example check reads them (issue 19):
 * options, quotes and continuations, curl only as the command word, each command with its line.
 */
import { parseCurlCommandLines, parseCurlCommands } from '../../../../src/node/checks/curlCommands';

describe('the curl parser', () => {
  it('reads method, URL, headers and data through quotes and line continuations, keeping $VARIABLES', () => {
    const script = [
      'curl -X PUT "https://ac.example.com/api/groups/$GROUP_ID" \\',
      "  -H 'Authorization: Bearer $TOKEN' \\",
      '  -H "Content-Type: application/json" \\',
      "  -d '{",
      '    "name": "It\'s here"',
      "  }'",
    ]
      .join('\n')
      .replace("It's", 'Its');
    expect(parseCurlCommands(script)).toEqual([
      {
        method: 'PUT',
        url: 'https://ac.example.com/api/groups/$GROUP_ID',
        headers: ['Authorization: Bearer $TOKEN', 'Content-Type: application/json'],
        data: '{\n    "name": "Its here"\n  }',
        form: false,
      },
    ]);
  });

  it('infers the method, reads grouped and attached options, and splits commands at newlines, pipes and ;', () => {
    const commands = parseCurlCommands(
      [
        'curl -sS https://ac.example.com/api/groups | jq .',
        '$ curl -XPOST --data=\'{"name":"A"}\' https://ac.example.com/api/groups; echo done',
        'curl --json \'{"name":"B"}\' --url https://ac.example.com/api/groups # create',
        'curl -I -OJ "https://ac.example.com/api/groups/export"',
        'curl -F file=@a.csv https://ac.example.com/api/groups',
      ].join('\n'),
    );
    expect(commands.map(({ method, url, data, form }) => ({ method, url, data, form }))).toEqual([
      { method: 'GET', url: 'https://ac.example.com/api/groups', data: undefined, form: false },
      { method: 'POST', url: 'https://ac.example.com/api/groups', data: '{"name":"A"}', form: false },
      { method: 'POST', url: 'https://ac.example.com/api/groups', data: '{"name":"B"}', form: false },
      { method: 'HEAD', url: 'https://ac.example.com/api/groups/export', data: undefined, form: false },
      { method: 'POST', url: 'https://ac.example.com/api/groups', data: undefined, form: true },
    ]);
    expect(parseCurlCommands('curl -d @body.json https://ac.example.com/api/groups')[0]).toMatchObject({ method: 'POST', dataFile: 'body.json' });
  });
});

describe('curl as the command word', () => {
  const urls = (script: string): string[] => parseCurlCommands(script).map((command) => command.url);

  it('reads curl only where it is the command: first word, after NAME=value, or after |, ||, &&, ;, &, ( and $(', () => {
    expect(urls('echo curl https://ac.example.com/api/teams')).toEqual([]);
    expect(urls('printf "%s" curl https://ac.example.com/api/teams | cat')).toEqual([]);
    expect(urls('sudo curl https://ac.example.com/api/teams')).toEqual([]);
    expect(
      urls(
        [
          'curl https://a.example.com/1',
          'A=1 B="x y" curl https://a.example.com/2',
          'TOKEN=$(curl -s https://a.example.com/3 | jq -r .accessToken)',
          'true && curl https://a.example.com/4; curl https://a.example.com/5 || curl https://a.example.com/6 & curl https://a.example.com/7',
          '(curl https://a.example.com/8)',
          'curl https://a.example.com/9 > out.json',
          '$ curl https://a.example.com/10',
        ].join('\n'),
      ),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `https://a.example.com/${n}`));
  });

  it('gives each command the line its curl is on, through continuations and multi-line quotes', () => {
    const script = [
      'curl -X POST https://a.example.com/1 \\',
      "  -d '{",
      '  "a": 1',
      "}'",
      'echo x; curl https://a.example.com/2',
      '',
      'X=$(',
      '  curl https://a.example.com/3)',
    ].join('\n');
    expect(parseCurlCommandLines(script).map(({ command, line }) => [command.url, line])).toEqual([
      ['https://a.example.com/1', 0],
      ['https://a.example.com/2', 4],
      ['https://a.example.com/3', 7],
    ]);
  });
});

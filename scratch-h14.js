const { HTTPSnippet } = require('httpsnippet');
const T = [['shell','curl'],['javascript','fetch'],['node','fetch'],['node','axios'],['python','requests'],['go','native'],['java','nethttp'],['csharp','httpclient'],['php','guzzle']];
const base = { method: 'POST', url: 'https://fmsph.invalid/FMSQ0Z', httpVersion: 'HTTP/1.1',
 headers: [{name:'X-H', value: 'FMSQ1Z'}], queryString: [], cookies: [{name:'c', value:'FMSQ2Z'},{name:'d', value:'FMSQ12Z'}],
 headersSize:-1, bodySize:-1 };
const bodies = {
 json: { mimeType: 'application/json', text: JSON.stringify("FMSQ3Z") },
 form: { mimeType: 'application/x-www-form-urlencoded', params: [{name:'FMSQ4Z', value:'FMSQ5Z'},{name:'FMSQ8Z', value:'FMSQ9Z'}] },
 multi: { mimeType: 'multipart/form-data', params: [{name:'FMSQ6Z', value:'FMSQ7Z'},{name:'FMSQ10Z', fileName:'FMSQ11Z.bin'}] },
 text: { mimeType: 'text/plain', text: 'FMSQ13Z' },
};
for (const [k, pd] of Object.entries(bodies)) {
const s = new HTTPSnippet({...base, headers: k==='json'||k==='text' ? [...base.headers, {name:'Content-Type', value: pd.mimeType}] : base.headers, postData: pd});
for (const [t,c] of T) {
  console.log('=====', k, t, c); console.log(s.convert(t,c));
}}

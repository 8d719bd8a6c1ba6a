#!/usr/bin/env node
// A minimal SMTP sink for the cluster probes: accepts every mail and appends one JSON line per mail
// ({ messageId, to, subject, at }) to the given file, so a test can count mails by Message-ID.
// Usage: node smtp-catcher.js <port> <jsonl file>
'use strict';

const net = require('node:net');
const fs = require('node:fs');

const [port, file] = [Number(process.argv[2]), process.argv[3]];

function header(data, name) {
  const head = data.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((row) => row.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

net
  .createServer((socket) => {
    let buffer = '';
    let inData = false;
    let to = [];
    const reply = (text) => socket.write(`${text}\r\n`);
    reply('220 charitybridge-catcher ESMTP');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          fs.appendFileSync(file, `${JSON.stringify({ messageId: header(data, 'Message-ID'), to, subject: header(data, 'Subject'), at: new Date().toISOString() })}\n`);
          to = [];
          reply('250 OK queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-charitybridge-catcher\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RSET' || verb === 'NOOP') reply('250 OK');
        else if (verb === 'RCPT') {
          to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/[<>]/g, ''));
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  })
  .listen(port, '127.0.0.1');

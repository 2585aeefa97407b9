/**
 * The reference page's script, sent as a file (never inline, which the Content-Security-Policy
 * forbids). It reads /api/openapi.json and shows each operation with its parameters, body and
 * answers, and a form that sends a real request with the token typed at the top. Text is set
 * with textContent only: descriptions never become markup.
 */
export const DOCS_SCRIPT = String.raw`'use strict';
(function () {
  var METHODS = ['get', 'post', 'put', 'patch', 'delete'];
  var spec = null;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (key) {
      if (key === 'text') node.textContent = attrs[key];
      else if (key === 'className') node.className = attrs[key];
      else node.setAttribute(key, attrs[key]);
    });
    (children || []).forEach(function (child) { if (child) node.appendChild(child); });
    return node;
  }

  function resolve(schema, depth) {
    if (!schema || depth > 8) return schema;
    if (schema.$ref) {
      var name = schema.$ref.split('/').pop();
      return resolve((spec.components.schemas || {})[name], depth + 1);
    }
    var out = Array.isArray(schema) ? [] : {};
    Object.keys(schema).forEach(function (key) {
      var value = schema[key];
      out[key] = value && typeof value === 'object' ? resolve(value, depth + 1) : value;
    });
    return out;
  }

  function example(schema, depth) {
    schema = resolve(schema, 0) || {};
    if (depth > 6) return null;
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    if (schema.anyOf || schema.oneOf) return example((schema.anyOf || schema.oneOf)[0], depth + 1);
    if (schema.type === 'object' || schema.properties) {
      var value = {};
      (schema.required || []).forEach(function (key) {
        value[key] = example(schema.properties[key], depth + 1);
      });
      return value;
    }
    if (schema.type === 'array') return [];
    if (schema.type === 'number' || schema.type === 'integer') return 0;
    if (schema.type === 'boolean') return false;
    return '';
  }

  function block(title, value) {
    return el('div', {}, [
      el('strong', { text: title }),
      el('pre', { text: typeof value === 'string' ? value : JSON.stringify(value, null, 2) }),
    ]);
  }

  function parametersTable(parameters) {
    if (!parameters.length) return null;
    var rows = parameters.map(function (p) {
      return el('tr', {}, [
        el('td', { className: 'path', text: p.name }),
        el('td', { text: p.in + (p.required ? ', required' : '') }),
        el('td', { text: p.description || (p.schema && p.schema.type) || '' }),
      ]);
    });
    return el('table', {}, [el('tbody', {}, rows)]);
  }

  function tryForm(method, path, operation) {
    var parameters = operation.parameters || [];
    var inputs = {};
    var fields = parameters.map(function (p) {
      inputs[p.name] = el('input', { 'aria-label': p.name, placeholder: p.in });
      return el('label', { text: p.name + ' (' + p.in + ')' }, [inputs[p.name]]);
    });
    var content = operation.requestBody && operation.requestBody.content;
    var json = content && content['application/json'];
    var body = null;
    if (json) {
      body = el('textarea', { 'aria-label': 'Request body (JSON)' });
      body.value = JSON.stringify(example(json.schema, 0), null, 2);
      fields.push(el('label', { text: 'Body (JSON)' }, [body]));
    } else if (content) {
      fields.push(el('p', { className: 'muted', text: 'Body: ' + Object.keys(content).join(', ') +
        ' (send it with a client that can attach files).' }));
    }
    var result = el('div', { 'aria-live': 'polite' });
    var send = el('button', { type: 'button', text: 'Send' });
    send.addEventListener('click', function () {
      var url = path.replace(/\{([^}]+)\}/g, function (_, name) {
        return encodeURIComponent(inputs[name] ? inputs[name].value : '');
      });
      var query = parameters.filter(function (p) { return p.in === 'query' && inputs[p.name].value; })
        .map(function (p) { return encodeURIComponent(p.name) + '=' + encodeURIComponent(inputs[p.name].value); });
      if (query.length) url += '?' + query.join('&');
      var headers = {};
      var token = document.getElementById('token').value.trim();
      if (token) headers.Authorization = 'Bearer ' + token;
      parameters.filter(function (p) { return p.in === 'header' && inputs[p.name].value; })
        .forEach(function (p) { headers[p.name] = inputs[p.name].value; });
      var init = { method: method.toUpperCase(), headers: headers };
      if (body) { headers['Content-Type'] = 'application/json'; init.body = body.value; }
      result.textContent = 'Sending…';
      fetch(url, init).then(function (response) {
        return response.text().then(function (text) {
          var shown = text;
          try { shown = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON */ }
          result.replaceChildren(el('p', { className: 'status', text: response.status + ' ' + response.statusText }),
            el('pre', { text: shown }));
        });
      }).catch(function (error) { result.textContent = 'Could not send: ' + error.message; });
    });
    return el('div', {}, fields.concat([send, result]));
  }

  function operationView(method, path, operation) {
    var parts = [];
    if (operation.description) parts.push(el('p', { text: operation.description }));
    parts.push(parametersTable(operation.parameters || []));
    var content = operation.requestBody && operation.requestBody.content;
    Object.keys(content || {}).forEach(function (type) {
      parts.push(block('Body ' + type, resolve(content[type].schema, 0) || {}));
    });
    Object.keys(operation.responses || {}).forEach(function (status) {
      var answer = operation.responses[status];
      var schema = answer.content && answer.content['application/json'] &&
        answer.content['application/json'].schema;
      parts.push(schema ? block(status + ' ' + answer.description, resolve(schema, 0))
        : el('p', { text: status + ' ' + answer.description }));
    });
    parts.push(el('strong', { text: 'Try it' }), tryForm(method, path, operation));
    var summary = el('summary', {}, [
      el('span', { className: 'method ' + method, text: method }),
      el('span', { className: 'path', text: path }),
      el('span', { className: 'muted', text: operation.summary || '' }),
    ]);
    var details = el('details', { className: 'op', 'data-search': (method + ' ' + path + ' ' +
      (operation.summary || '') + ' ' + (operation.description || '')).toLowerCase() }, [summary, el('div', {}, parts)]);
    return details;
  }

  function render() {
    var main = document.getElementById('operations');
    var groups = {};
    Object.keys(spec.paths).sort().forEach(function (path) {
      METHODS.forEach(function (method) {
        var operation = spec.paths[path][method];
        if (!operation) return;
        var tag = (operation.tags && operation.tags[0]) || 'other';
        (groups[tag] = groups[tag] || []).push(operationView(method, path, operation));
      });
    });
    var count = 0;
    Object.keys(groups).sort().forEach(function (tag) {
      main.appendChild(el('h2', { text: tag }));
      groups[tag].forEach(function (node) { count += 1; main.appendChild(node); });
    });
    document.getElementById('title').textContent = spec.info.title + ' ' + spec.info.version;
    document.getElementById('summary').textContent = count + ' operations. ' + (spec.info.description || '');
  }

  document.addEventListener('DOMContentLoaded', function () {
    document.getElementById('filter').addEventListener('input', function (event) {
      var words = event.target.value.toLowerCase().trim();
      document.querySelectorAll('details.op').forEach(function (node) {
        node.hidden = words !== '' && node.getAttribute('data-search').indexOf(words) < 0;
      });
    });
    fetch('/api/openapi.json').then(function (response) { return response.json(); })
      .then(function (document) { spec = document; render(); })
      .catch(function (error) {
        window.document.getElementById('summary').textContent = 'Could not read the API document: ' + error.message;
      });
  });
})();
`;

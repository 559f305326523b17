import { describe, expect, it } from 'vitest';
import { htmlToText, isPlainText } from './html-text.ts';

describe('htmlToText', () => {
  it('drops tags and decodes entities, as the text a page would show', () => {
    expect(htmlToText('Glen Corran <em>30</em> Year &amp; Cask')).toBe('Glen Corran 30 Year & Cask');
    expect(htmlToText('Ros&eacute; &#233; &#xE9; <b>x</b>&nbsp;y')).toBe('Rosé é é x y');
    expect(htmlToText('<script>alert(1)</script>Plain')).toBe('alert(1)Plain');
  });

  it('joins the text around inline tags and separates it around block tags', () => {
    expect(htmlToText('Ros<em>é</em> Ch<b>â</b>teau')).toBe('Rosé Château');
    expect(htmlToText('<p>Dry.</p><p>Crisp.</p>Long<br>finish<BR/>here')).toBe('Dry. Crisp. Long finish here');
    expect(htmlToText('<ul><li>Oak</li><li>Vanilla</li></ul>')).toBe('Oak Vanilla');
  });

  it('decodes the named references of product names: Latin-1 letters and typography', () => {
    expect(htmlToText('Mo&euml;t &amp; Chandon Ros&eacute; Imp&eacute;rial')).toBe('Moët & Chandon Rosé Impérial');
    expect(htmlToText('Jack Daniel&rsquo;s &ndash; &ldquo;Old No. 7&rdquo;&hellip;')).toBe(
      'Jack Daniel’s – “Old No. 7”…',
    );
    expect(htmlToText('&Agrave;&times;&yuml;&iquest;&copy;&reg;&trade;&euro;&deg;&frac12;&lt;&gt;&quot;&apos;')).toBe(
      'À×ÿ¿©®™€°½<>"\'',
    );
  });

  it('decodes numeric references as a browser does, curly quotes from Windows-1252 included', () => {
    expect(htmlToText('Jack Daniel&#8217;s &#x2013; 1&#189; L&#39;s')).toBe("Jack Daniel’s – 1½ L's");
    expect(htmlToText('Jack Daniel&#146;s &#150; &#x80;')).toBe('Jack Daniel’s – €');
    expect(htmlToText('a&#0;b&#xD800;c&#99999999999;d')).toBe('a\uFFFDb\uFFFDc\uFFFDd');
    expect(htmlToText('&#233 without a semicolon')).toBe('é without a semicolon');
  });

  it('keeps what is not markup as text', () => {
    expect(htmlToText('Under AED 100 & < 1 L')).toBe('Under AED 100 & < 1 L');
    expect(htmlToText('&notaname; &constructor; &toString; AT&T')).toBe('&notaname; &constructor; &toString; AT&T');
    expect(htmlToText('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });

  it('drops comments, declarations and attributes whose values hold ">"', () => {
    expect(htmlToText('<!-- note -->Dry<!DOCTYPE html><?xml version="1.0"?> white')).toBe('Dry white');
    expect(htmlToText('<a title="a > b" href=\'x>y\'>Link</a> text')).toBe('Link text');
  });

  it('collapses white space, non-breaking spaces included', () => {
    expect(htmlToText('  Single\n\tMalt&nbsp;&nbsp; 70 cl ')).toBe('Single Malt 70 cl');
    expect(htmlToText('  plain\n text ')).toBe('plain text');
    expect(htmlToText('')).toBe('');
  });
});

describe('isPlainText', () => {
  it('is true only without markup or references', () => {
    expect(isPlainText('Glen Corran 30 Year')).toBe(true);
    expect(isPlainText('Glen <em>30</em>')).toBe(false);
    expect(isPlainText('Moët &amp; Chandon')).toBe(false);
  });
});

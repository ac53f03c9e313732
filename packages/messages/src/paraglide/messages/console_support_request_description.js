/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Request_DescriptionInputs */

const en_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The organisation's owners are emailed and decide. Nothing of its content opens until one approves.`)
};

const de_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhaber der Organisation werden angeschrieben und entscheiden. Von ihren Inhalten öffnet sich nichts, bis einer zustimmt.`)
};

const fr_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les propriétaires de l’organisation reçoivent un courriel et décident. Rien de son contenu ne s’ouvre tant que l’un d’eux n’a pas approuvé.`)
};

const nl_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De eigenaren van de organisatie worden gemaild en beslissen. Niets van de inhoud gaat open tot er één goedkeurt.`)
};

const es_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se escribe a los propietarios de la organización y ellos deciden. No se abre nada de su contenido hasta que uno lo apruebe.`)
};

const en_xa2_console_support_request_description = /** @type {(inputs: Console_Support_Request_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŕĝáñíšáţíöñ'š öŵñéŕš áŕé éɱáíļéð áñð ðéçíðé. Ñöţĥíñĝ öƒ íţš çöñţéñţ öþéñš üñţíļ öñé áþþŕöṽéš. one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "The organisation's owners are emailed and decide. Nothing of its content opens until one approves." |
*
* @param {Console_Support_Request_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_request_description = /** @type {((inputs?: Console_Support_Request_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Request_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_request_description(inputs)
	if (locale === "fr") return fr_console_support_request_description(inputs)
	if (locale === "nl") return nl_console_support_request_description(inputs)
	if (locale === "es") return es_console_support_request_description(inputs)
	if (locale === "en-XA") return en_xa2_console_support_request_description(inputs)
	return en_console_support_request_description(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_LinksInputs */

const en_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in and account links`)
};

const de_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelde- und Kontolinks`)
};

const fr_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liens de connexion et de compte`)
};

const nl_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmeld- en accountlinks`)
};

const es_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlaces de inicio de sesión y de cuenta`)
};

const en_xa2_console_outbox_links = /** @type {(inputs: Console_Outbox_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ áñð áççöüñţ ļíñķš one tw]`)
};

/**
* | output |
* | --- |
* | "Sign-in and account links" |
*
* @param {Console_Outbox_LinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_links = /** @type {((inputs?: Console_Outbox_LinksInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_LinksInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_links(inputs)
	if (locale === "fr") return fr_console_outbox_links(inputs)
	if (locale === "nl") return nl_console_outbox_links(inputs)
	if (locale === "es") return es_console_outbox_links(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_links(inputs)
	return en_console_outbox_links(inputs)
});
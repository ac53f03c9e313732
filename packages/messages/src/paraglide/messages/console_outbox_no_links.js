/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_LinksInputs */

const en_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No links waiting`)
};

const de_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine wartenden Links`)
};

const fr_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun lien en attente`)
};

const nl_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen wachtende links`)
};

const es_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay enlaces pendientes`)
};

const en_xa2_console_outbox_no_links = /** @type {(inputs: Console_Outbox_No_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ļíñķš ŵáíţíñĝ one]`)
};

/**
* | output |
* | --- |
* | "No links waiting" |
*
* @param {Console_Outbox_No_LinksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_links = /** @type {((inputs?: Console_Outbox_No_LinksInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_LinksInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_links(inputs)
	if (locale === "fr") return fr_console_outbox_no_links(inputs)
	if (locale === "nl") return nl_console_outbox_no_links(inputs)
	if (locale === "es") return es_console_outbox_no_links(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_links(inputs)
	return en_console_outbox_no_links(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown>, email: NonNullable<unknown> }} Console_Outbox_Open_Link_ForInputs */

const en_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open link: ${i?.kind} for ${i?.email}`)
};

const de_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link öffnen: ${i?.kind} für ${i?.email}`)
};

const fr_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ouvrir le lien : ${i?.kind} pour ${i?.email}`)
};

const nl_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link openen: ${i?.kind} voor ${i?.email}`)
};

const es_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abrir enlace: ${i?.kind} para ${i?.email}`)
};

const en_xa2_console_outbox_open_link_for = /** @type {(inputs: Console_Outbox_Open_Link_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Öþéñ ļíñķ: ${i?.kind} ƒöŕ ${i?.email} one two]`)
};

/**
* | output |
* | --- |
* | "Open link: {kind} for {email}" |
*
* @param {Console_Outbox_Open_Link_ForInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_open_link_for = /** @type {((inputs: Console_Outbox_Open_Link_ForInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Open_Link_ForInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_open_link_for(inputs)
	if (locale === "fr") return fr_console_outbox_open_link_for(inputs)
	if (locale === "nl") return nl_console_outbox_open_link_for(inputs)
	if (locale === "es") return es_console_outbox_open_link_for(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_open_link_for(inputs)
	return en_console_outbox_open_link_for(inputs)
});
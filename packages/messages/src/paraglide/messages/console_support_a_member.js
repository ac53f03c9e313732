/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_A_MemberInputs */

const en_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A member`)
};

const de_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied`)
};

const fr_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un membre`)
};

const nl_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een lid`)
};

const es_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un miembro`)
};

const en_xa2_console_support_a_member = /** @type {(inputs: Console_Support_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å ɱéɱƀéŕ ]`)
};

/**
* | output |
* | --- |
* | "A member" |
*
* @param {Console_Support_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_a_member = /** @type {((inputs?: Console_Support_A_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_A_MemberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_a_member(inputs)
	if (locale === "fr") return fr_console_support_a_member(inputs)
	if (locale === "nl") return nl_console_support_a_member(inputs)
	if (locale === "es") return es_console_support_a_member(inputs)
	if (locale === "en-XA") return en_xa2_console_support_a_member(inputs)
	return en_console_support_a_member(inputs)
});
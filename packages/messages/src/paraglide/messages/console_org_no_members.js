/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_No_MembersInputs */

const en_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No members`)
};

const de_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Mitglieder`)
};

const fr_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun membre`)
};

const nl_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen leden`)
};

const es_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin miembros`)
};

const en_xa2_console_org_no_members = /** @type {(inputs: Console_Org_No_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ɱéɱƀéŕš o]`)
};

/**
* | output |
* | --- |
* | "No members" |
*
* @param {Console_Org_No_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_no_members = /** @type {((inputs?: Console_Org_No_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_No_MembersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_no_members(inputs)
	if (locale === "fr") return fr_console_org_no_members(inputs)
	if (locale === "nl") return nl_console_org_no_members(inputs)
	if (locale === "es") return es_console_org_no_members(inputs)
	if (locale === "en-XA") return en_xa2_console_org_no_members(inputs)
	return en_console_org_no_members(inputs)
});
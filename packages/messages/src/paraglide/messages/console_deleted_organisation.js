/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tid: NonNullable<unknown> }} Console_Deleted_OrganisationInputs */

const en_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted organisation ${i?.tid}`)
};

const de_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gelöschte Organisation ${i?.tid}`)
};

const fr_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organisation supprimée ${i?.tid}`)
};

const nl_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwijderde organisatie ${i?.tid}`)
};

const es_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organización eliminada ${i?.tid}`)
};

const en_xa2_console_deleted_organisation = /** @type {(inputs: Console_Deleted_OrganisationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðéļéţéð öŕĝáñíšáţíöñ ${i?.tid} one tw]`)
};

/**
* | output |
* | --- |
* | "Deleted organisation {tid}" |
*
* @param {Console_Deleted_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_deleted_organisation = /** @type {((inputs: Console_Deleted_OrganisationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Deleted_OrganisationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_deleted_organisation(inputs)
	if (locale === "fr") return fr_console_deleted_organisation(inputs)
	if (locale === "nl") return nl_console_deleted_organisation(inputs)
	if (locale === "es") return es_console_deleted_organisation(inputs)
	if (locale === "en-XA") return en_xa2_console_deleted_organisation(inputs)
	return en_console_deleted_organisation(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Org_OrganisationsInputs */

const en_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations`)
};

const de_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen`)
};

const fr_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisations`)
};

const nl_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisaties`)
};

const es_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organizaciones`)
};

const en_xa2_console_org_organisations = /** @type {(inputs: Console_Org_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öŕĝáñíšáţíöñš on]`)
};

/**
* | output |
* | --- |
* | "Organisations" |
*
* @param {Console_Org_OrganisationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_organisations = /** @type {((inputs?: Console_Org_OrganisationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Org_OrganisationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_org_organisations(inputs)
	if (locale === "fr") return fr_console_org_organisations(inputs)
	if (locale === "nl") return nl_console_org_organisations(inputs)
	if (locale === "es") return es_console_org_organisations(inputs)
	if (locale === "en-XA") return en_xa2_console_org_organisations(inputs)
	return en_console_org_organisations(inputs)
});
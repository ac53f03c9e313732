/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Loading_OrganisationsInputs */

const en_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading organisations`)
};

const de_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisationen werden geladen`)
};

const fr_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des organisations`)
};

const nl_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Organisaties worden geladen`)
};

const es_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando organizaciones`)
};

const en_xa2_console_loading_organisations = /** @type {(inputs: Console_Loading_OrganisationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ öŕĝáñíšáţíöñš one ]`)
};

/**
* | output |
* | --- |
* | "Loading organisations" |
*
* @param {Console_Loading_OrganisationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_organisations = /** @type {((inputs?: Console_Loading_OrganisationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Loading_OrganisationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_loading_organisations(inputs)
	if (locale === "fr") return fr_console_loading_organisations(inputs)
	if (locale === "nl") return nl_console_loading_organisations(inputs)
	if (locale === "es") return es_console_loading_organisations(inputs)
	if (locale === "en-XA") return en_xa2_console_loading_organisations(inputs)
	return en_console_loading_organisations(inputs)
});
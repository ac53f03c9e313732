/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_CreateInputs */

const en_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create SCIM token`)
};

const de_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token erstellen`)
};

const fr_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un jeton SCIM`)
};

const nl_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-token aanmaken`)
};

const es_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear token SCIM`)
};

const en_xa2_scim_create = /** @type {(inputs: Scim_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ŠÇÎṀ ţöķéñ one]`)
};

/**
* | output |
* | --- |
* | "Create SCIM token" |
*
* @param {Scim_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_create = /** @type {((inputs?: Scim_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_create(inputs)
	if (locale === "fr") return fr_scim_create(inputs)
	if (locale === "nl") return nl_scim_create(inputs)
	if (locale === "es") return es_scim_create(inputs)
	if (locale === "en-XA") return en_xa2_scim_create(inputs)
	return en_scim_create(inputs)
});
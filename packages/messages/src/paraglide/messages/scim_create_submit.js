/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Create_SubmitInputs */

const en_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create token`)
};

const de_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token erstellen`)
};

const fr_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le jeton`)
};

const nl_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token aanmaken`)
};

const es_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear token`)
};

const en_xa2_scim_create_submit = /** @type {(inputs: Scim_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ţöķéñ o]`)
};

/**
* | output |
* | --- |
* | "Create token" |
*
* @param {Scim_Create_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_create_submit = /** @type {((inputs?: Scim_Create_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Create_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_create_submit(inputs)
	if (locale === "fr") return fr_scim_create_submit(inputs)
	if (locale === "nl") return nl_scim_create_submit(inputs)
	if (locale === "es") return es_scim_create_submit(inputs)
	if (locale === "en-XA") return en_xa2_scim_create_submit(inputs)
	return en_scim_create_submit(inputs)
});
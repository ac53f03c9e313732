/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Scim_Create_TitleInputs */

const en_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a SCIM token`)
};

const de_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token erstellen`)
};

const fr_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un jeton SCIM`)
};

const nl_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een SCIM-token aanmaken`)
};

const es_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear un token SCIM`)
};

const en_xa2_scim_create_title = /** @type {(inputs: Scim_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á ŠÇÎṀ ţöķéñ one ]`)
};

/**
* | output |
* | --- |
* | "Create a SCIM token" |
*
* @param {Scim_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_create_title = /** @type {((inputs?: Scim_Create_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scim_Create_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_scim_create_title(inputs)
	if (locale === "fr") return fr_scim_create_title(inputs)
	if (locale === "nl") return nl_scim_create_title(inputs)
	if (locale === "es") return es_scim_create_title(inputs)
	if (locale === "en-XA") return en_xa2_scim_create_title(inputs)
	return en_scim_create_title(inputs)
});
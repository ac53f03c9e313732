/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown>, name: NonNullable<unknown> }} Content_Admin_Retire_TitleInputs */

const en_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retire version ${i?.version} of ${i?.name}?`)
};

const de_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} von ${i?.name} außer Dienst stellen?`)
};

const fr_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer la version ${i?.version} de ${i?.name} ?`)
};

const nl_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} van ${i?.name} buiten gebruik stellen?`)
};

const es_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Retirar la versión ${i?.version} de ${i?.name}?`)
};

const en_xa2_content_admin_retire_title = /** @type {(inputs: Content_Admin_Retire_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéţíŕé ṽéŕšíöñ ${i?.version} öƒ ${i?.name}? one two t]`)
};

/**
* | output |
* | --- |
* | "Retire version {version} of {name}?" |
*
* @param {Content_Admin_Retire_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_retire_title = /** @type {((inputs: Content_Admin_Retire_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Retire_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_retire_title(inputs)
	if (locale === "fr") return fr_content_admin_retire_title(inputs)
	if (locale === "nl") return nl_content_admin_retire_title(inputs)
	if (locale === "es") return es_content_admin_retire_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_retire_title(inputs)
	return en_content_admin_retire_title(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Not_SavedInputs */

const en_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your changes could not be saved`)
};

const de_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Änderungen konnten nicht gespeichert werden`)
};

const fr_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos modifications n’ont pas pu être enregistrées`)
};

const nl_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw wijzigingen konden niet worden opgeslagen`)
};

const es_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron guardar tus cambios`)
};

const en_xa2_content_admin_not_saved = /** @type {(inputs: Content_Admin_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çĥáñĝéš çöüļð ñöţ ƀé šáṽéð one two ]`)
};

/**
* | output |
* | --- |
* | "Your changes could not be saved" |
*
* @param {Content_Admin_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_not_saved = /** @type {((inputs?: Content_Admin_Not_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Not_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_not_saved(inputs)
	if (locale === "fr") return fr_content_admin_not_saved(inputs)
	if (locale === "nl") return nl_content_admin_not_saved(inputs)
	if (locale === "es") return es_content_admin_not_saved(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_not_saved(inputs)
	return en_content_admin_not_saved(inputs)
});
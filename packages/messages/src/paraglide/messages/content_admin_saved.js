/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_SavedInputs */

const en_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All changes saved`)
};

const de_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Änderungen gespeichert`)
};

const fr_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les modifications sont enregistrées`)
};

const nl_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle wijzigingen opgeslagen`)
};

const es_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cambios guardados`)
};

const en_xa2_content_admin_saved = /** @type {(inputs: Content_Admin_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ çĥáñĝéš šáṽéð one]`)
};

/**
* | output |
* | --- |
* | "All changes saved" |
*
* @param {Content_Admin_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_saved = /** @type {((inputs?: Content_Admin_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_saved(inputs)
	if (locale === "fr") return fr_content_admin_saved(inputs)
	if (locale === "nl") return nl_content_admin_saved(inputs)
	if (locale === "es") return es_content_admin_saved(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_saved(inputs)
	return en_content_admin_saved(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Changes_SavedInputs */

const en_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes saved`)
};

const de_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen gespeichert`)
};

const fr_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications enregistrées`)
};

const nl_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijzigingen opgeslagen`)
};

const es_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios guardados`)
};

const en_xa2_common_changes_saved = /** @type {(inputs: Common_Changes_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝéš šáṽéð on]`)
};

/**
* | output |
* | --- |
* | "Changes saved" |
*
* @param {Common_Changes_SavedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_changes_saved = /** @type {((inputs?: Common_Changes_SavedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Changes_SavedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_changes_saved(inputs)
	if (locale === "fr") return fr_common_changes_saved(inputs)
	if (locale === "nl") return nl_common_changes_saved(inputs)
	if (locale === "es") return es_common_changes_saved(inputs)
	if (locale === "en-XA") return en_xa2_common_changes_saved(inputs)
	return en_common_changes_saved(inputs)
});
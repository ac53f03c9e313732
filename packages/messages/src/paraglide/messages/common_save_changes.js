/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_Save_ChangesInputs */

const en_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

const de_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Änderungen speichern`)
};

const fr_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

const nl_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wijzigingen opslaan`)
};

const es_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar cambios`)
};

const en_xa2_common_save_changes = /** @type {(inputs: Common_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šáṽé çĥáñĝéš o]`)
};

/**
* | output |
* | --- |
* | "Save changes" |
*
* @param {Common_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_save_changes = /** @type {((inputs?: Common_Save_ChangesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Save_ChangesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_save_changes(inputs)
	if (locale === "fr") return fr_common_save_changes(inputs)
	if (locale === "nl") return nl_common_save_changes(inputs)
	if (locale === "es") return es_common_save_changes(inputs)
	if (locale === "en-XA") return en_xa2_common_save_changes(inputs)
	return en_common_save_changes(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ConflictInputs */

const en_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: someone else changed this draft`)
};

const de_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gespeichert: Jemand anderes hat diesen Entwurf geändert`)
};

const fr_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré : quelqu’un d’autre a modifié ce brouillon`)
};

const nl_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet opgeslagen: iemand anders heeft dit concept gewijzigd`)
};

const es_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No guardado: otra persona cambió este borrador`)
};

const en_xa2_content_admin_conflict = /** @type {(inputs: Content_Admin_ConflictInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ šáṽéð: šöɱéöñé éļšé çĥáñĝéð ţĥíš ðŕáƒţ one two thre]`)
};

/**
* | output |
* | --- |
* | "Not saved: someone else changed this draft" |
*
* @param {Content_Admin_ConflictInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_conflict = /** @type {((inputs?: Content_Admin_ConflictInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ConflictInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_conflict(inputs)
	if (locale === "fr") return fr_content_admin_conflict(inputs)
	if (locale === "nl") return nl_content_admin_conflict(inputs)
	if (locale === "es") return es_content_admin_conflict(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_conflict(inputs)
	return en_content_admin_conflict(inputs)
});
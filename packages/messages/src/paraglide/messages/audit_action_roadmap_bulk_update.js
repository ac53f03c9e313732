/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Roadmap_Bulk_UpdateInputs */

const en_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap items changed`)
};

const de_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap-Einträge geändert`)
};

const fr_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éléments de la feuille de route modifiés`)
};

const nl_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmapitems gewijzigd`)
};

const es_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elementos de la hoja de ruta modificados`)
};

const en_xa2_audit_action_roadmap_bulk_update = /** @type {(inputs: Audit_Action_Roadmap_Bulk_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ íţéɱš çĥáñĝéð one ]`)
};

/**
* | output |
* | --- |
* | "Roadmap items changed" |
*
* @param {Audit_Action_Roadmap_Bulk_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_bulk_update = /** @type {((inputs?: Audit_Action_Roadmap_Bulk_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Roadmap_Bulk_UpdateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_roadmap_bulk_update(inputs)
	if (locale === "fr") return fr_audit_action_roadmap_bulk_update(inputs)
	if (locale === "nl") return nl_audit_action_roadmap_bulk_update(inputs)
	if (locale === "es") return es_audit_action_roadmap_bulk_update(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_roadmap_bulk_update(inputs)
	return en_audit_action_roadmap_bulk_update(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Shared_Roadmap_Set_StatusInputs */

const en_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap item status changed by a shared user`)
};

const de_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status eines Roadmap-Eintrags von einem Freigabe-Nutzer geändert`)
};

const fr_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut d’un élément de la feuille de route modifié par un utilisateur partagé`)
};

const nl_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status van roadmapitem gewijzigd door een gedeelde gebruiker`)
};

const es_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de un elemento de la hoja de ruta modificado por un usuario compartido`)
};

const en_xa2_audit_action_shared_roadmap_set_status = /** @type {(inputs: Audit_Action_Shared_Roadmap_Set_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ íţéɱ šţáţüš çĥáñĝéð ƀý á šĥáŕéð üšéŕ one two thre]`)
};

/**
* | output |
* | --- |
* | "Roadmap item status changed by a shared user" |
*
* @param {Audit_Action_Shared_Roadmap_Set_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_shared_roadmap_set_status = /** @type {((inputs?: Audit_Action_Shared_Roadmap_Set_StatusInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Shared_Roadmap_Set_StatusInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_shared_roadmap_set_status(inputs)
	if (locale === "fr") return fr_audit_action_shared_roadmap_set_status(inputs)
	if (locale === "nl") return nl_audit_action_shared_roadmap_set_status(inputs)
	if (locale === "es") return es_audit_action_shared_roadmap_set_status(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_shared_roadmap_set_status(inputs)
	return en_audit_action_shared_roadmap_set_status(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Shared_Roadmap_CommentInputs */

const en_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment from a shared user`)
};

const de_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kommentar eines Freigabe-Nutzers`)
};

const fr_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire d’un utilisateur partagé`)
};

const nl_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opmerking van een gedeelde gebruiker`)
};

const es_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comentario de un usuario compartido`)
};

const en_xa2_audit_action_shared_roadmap_comment = /** @type {(inputs: Audit_Action_Shared_Roadmap_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱɱéñţ ƒŕöɱ á šĥáŕéð üšéŕ one tw]`)
};

/**
* | output |
* | --- |
* | "Comment from a shared user" |
*
* @param {Audit_Action_Shared_Roadmap_CommentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_shared_roadmap_comment = /** @type {((inputs?: Audit_Action_Shared_Roadmap_CommentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Shared_Roadmap_CommentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_shared_roadmap_comment(inputs)
	if (locale === "fr") return fr_audit_action_shared_roadmap_comment(inputs)
	if (locale === "nl") return nl_audit_action_shared_roadmap_comment(inputs)
	if (locale === "es") return es_audit_action_shared_roadmap_comment(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_shared_roadmap_comment(inputs)
	return en_audit_action_shared_roadmap_comment(inputs)
});
/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_System_AdminInputs */

const en_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A system admin’s account cannot be deleted here: ask another system admin to remove your admin access first.`)
};

const de_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Konto eines Systemadministrators kann hier nicht gelöscht werden: Bitten Sie zuerst einen anderen Systemadministrator, Ihren Adminzugang zu entfernen.`)
};

const fr_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le compte d’un administrateur système ne peut pas être supprimé ici : demandez d’abord à un autre administrateur système de retirer votre accès.`)
};

const nl_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het account van een systeembeheerder kan hier niet worden verwijderd: vraag eerst een andere systeembeheerder uw beheerderstoegang te verwijderen.`)
};

const es_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La cuenta de un administrador del sistema no se puede eliminar aquí: pida primero a otro administrador que retire su acceso.`)
};

const en_xa2_refusal_system_admin = /** @type {(inputs: Refusal_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Å šýšţéɱ áðɱíñ’š áççöüñţ çáññöţ ƀé ðéļéţéð ĥéŕé: ášķ áñöţĥéŕ šýšţéɱ áðɱíñ ţö ŕéɱöṽé ýöüŕ áðɱíñ áççéšš ƒíŕšţ. one two three four five six seven e]`)
};

/**
* | output |
* | --- |
* | "A system admin’s account cannot be deleted here: ask another system admin to remove your admin access first." |
*
* @param {Refusal_System_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_system_admin = /** @type {((inputs?: Refusal_System_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_System_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_system_admin(inputs)
	if (locale === "fr") return fr_refusal_system_admin(inputs)
	if (locale === "nl") return nl_refusal_system_admin(inputs)
	if (locale === "es") return es_refusal_system_admin(inputs)
	if (locale === "en-XA") return en_xa2_refusal_system_admin(inputs)
	return en_refusal_system_admin(inputs)
});
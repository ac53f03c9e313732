/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Delete_Description_SharedInputs */

const en_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deletes your sign-in and ends your access to the tenant shared with you. The organisation that shared it is told in its audit log.`)
};

const de_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Löscht Ihre Anmeldung und beendet Ihren Zugriff auf den mit Ihnen geteilten Mandanten. Die teilende Organisation sieht es in ihrem Audit-Protokoll.`)
};

const fr_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprime votre connexion et met fin à votre accès au client partagé avec vous. L’organisation qui l’a partagé le voit dans son journal d’audit.`)
};

const nl_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijdert uw aanmelding en beëindigt uw toegang tot de met u gedeelde tenant. De organisatie die deze deelde, ziet het in haar auditlog.`)
};

const es_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimina su inicio de sesión y termina su acceso al cliente compartido con usted. La organización que lo compartió lo ve en su registro de auditoría.`)
};

const en_xa2_account_delete_description_shared = /** @type {(inputs: Account_Delete_Description_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļéţéš ýöüŕ šíĝñ-íñ áñð éñðš ýöüŕ áççéšš ţö ţĥé ţéñáñţ šĥáŕéð ŵíţĥ ýöü. Ţĥé öŕĝáñíšáţíöñ ţĥáţ šĥáŕéð íţ íš ţöļð íñ íţš áüðíţ ļöĝ. one two three four five six seven eight nin]`)
};

/**
* | output |
* | --- |
* | "Deletes your sign-in and ends your access to the tenant shared with you. The organisation that shared it is told in its audit log." |
*
* @param {Account_Delete_Description_SharedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const account_delete_description_shared = /** @type {((inputs?: Account_Delete_Description_SharedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Description_SharedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_account_delete_description_shared(inputs)
	if (locale === "fr") return fr_account_delete_description_shared(inputs)
	if (locale === "nl") return nl_account_delete_description_shared(inputs)
	if (locale === "es") return es_account_delete_description_shared(inputs)
	if (locale === "en-XA") return en_xa2_account_delete_description_shared(inputs)
	return en_account_delete_description_shared(inputs)
});
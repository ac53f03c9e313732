/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, shown: NonNullable<unknown> }} Usage_Shared_UsersInputs */

const en_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} shared user`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} shared users`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

const de_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} geteilte Person`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} geteilte Personen`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

const fr_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} personne invitée`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} personnes invitées`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

const nl_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("nl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} gedeelde gebruiker`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} gedeelde gebruikers`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

const es_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.shown} usuario compartido`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.shown} usuarios compartidos`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

const en_xa2_usage_shared_users = /** @type {(inputs: Usage_Shared_UsersInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en-XA", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`[${i?.shown} šĥáŕéð üšéŕ one ]`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`[${i?.shown} šĥáŕéð üšéŕš one ]`);
	return /** @type {LocalizedString} */ ("usage_shared_users");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shared user" |
* | "other" | "{shown} shared users" |
*
* @param {Usage_Shared_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_shared_users = /** @type {((inputs: Usage_Shared_UsersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Shared_UsersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_shared_users(inputs)
	if (locale === "fr") return fr_usage_shared_users(inputs)
	if (locale === "nl") return nl_usage_shared_users(inputs)
	if (locale === "es") return es_usage_shared_users(inputs)
	if (locale === "en-XA") return en_xa2_usage_shared_users(inputs)
	return en_usage_shared_users(inputs)
});
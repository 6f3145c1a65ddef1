import { type MigrationInterface, type QueryRunner, Table, TableForeignKey } from 'typeorm';
import { bool, createdAt, date, datetime, decimal, id, int, text, unique, updatedAt, varchar } from './column-builders';

export class InitialSchema1732150000000 implements MigrationInterface {
  name = 'InitialSchema1732150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [id(), varchar('username', 255), varchar('password', 255)],
        indices: [unique(queryRunner, 'users', 'username')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'projects',
        columns: [
          id(),
          varchar('title', 255),
          text('description'),
          decimal('goal', 10, 2, { isNullable: true }),
          decimal('raised', 10, 2, { default: 0 }),
          int('beneficiaries', { isNullable: true }),
          varchar('status', 50, { isNullable: true }),
          varchar('image', 500, { isNullable: true }),
          varchar('location', 255),
          varchar('projectType', 100),
          decimal('capacity', 8, 2),
          date('installationDate', { isNullable: true }),
          date('completionDate', { isNullable: true }),
          int('progressPercentage', { default: 0 }),
          decimal('energyGenerated', 12, 2, { default: 0 }),
          decimal('co2Saved', 12, 2, { default: 0 }),
          int('livesImpacted', { default: 0 }),
          varchar('contractor', 255, { isNullable: true }),
          varchar('projectManager', 255, { isNullable: true }),
          text('notes', { isNullable: true }),
          decimal('targetAmount', 10, 2, { default: 0 }),
          decimal('raisedAmount', 10, 2, { default: 0 }),
          varchar('currency', 3, { default: "'GBP'" }),
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'donations',
        columns: [
          id(),
          int('projectId', { isNullable: true }),
          varchar('donorName', 255, { isNullable: true }),
          varchar('donorEmail', 255, { isNullable: true }),
          decimal('amount', 10, 2),
          varchar('currency', 3, { default: "'GBP'" }),
          text('message', { isNullable: true }),
          bool(queryRunner, 'isAnonymous', false),
          varchar('paypalOrderId', 255, { isNullable: true }),
          varchar('paypalPaymentId', 255, { isNullable: true }),
          varchar('paymentStatus', 50, { default: "'pending'" }),
          varchar('paymentMethod', 50, { default: "'paypal'" }),
          createdAt(queryRunner),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: queryRunner.connection.namingStrategy.foreignKeyName('donations', ['projectId'], 'projects', ['id']),
            columnNames: ['projectId'],
            referencedTableName: 'projects',
            referencedColumnNames: ['id'],
            onDelete: 'SET NULL',
            onUpdate: 'NO ACTION',
          }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_messages',
        columns: [
          id(),
          varchar('name', 255),
          varchar('email', 255),
          varchar('subject', 255),
          text('message'),
          bool(queryRunner, 'isRead', false),
          createdAt(queryRunner),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'blog_posts',
        columns: [
          id(),
          varchar('title', 255),
          text('excerpt'),
          text('content'),
          varchar('image', 500),
          varchar('category', 100),
          varchar('author', 255),
          createdAt(queryRunner, 'publishedAt'),
          updatedAt(queryRunner),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'volunteers',
        columns: [
          id(),
          varchar('firstName', 100),
          varchar('lastName', 100),
          varchar('email', 255),
          varchar('phone', 50),
          varchar('address', 255),
          varchar('city', 100),
          varchar('province', 50),
          varchar('postalCode', 20),
          date('dateOfBirth'),
          varchar('occupation', 255),
          text('skills'),
          text('interests'),
          text('availability'),
          text('experience', { isNullable: true }),
          text('motivation'),
          varchar('emergencyContactName', 255),
          varchar('emergencyContactPhone', 50),
          varchar('emergencyContactRelation', 100),
          bool(queryRunner, 'hasTransportation', false),
          bool(queryRunner, 'backgroundCheckConsent', false),
          bool(queryRunner, 'agreesToTerms', false),
          varchar('status', 50, { default: "'pending'" }),
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
        indices: [unique(queryRunner, 'volunteers', 'email')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'newsletters',
        columns: [
          id(),
          varchar('email', 255),
          varchar('firstName', 100, { isNullable: true }),
          varchar('lastName', 100, { isNullable: true }),
          bool(queryRunner, 'isActive', true),
          varchar('subscriptionSource', 50, { default: "'website'" }),
          bool(queryRunner, 'consentGiven', false),
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
        indices: [unique(queryRunner, 'newsletters', 'email')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'subscriptions',
        columns: [
          id(),
          varchar('paypalSubscriptionId', 255),
          int('projectId', { isNullable: true }),
          varchar('donorEmail', 255, { isNullable: true }),
          varchar('donorName', 255, { isNullable: true }),
          decimal('amount', 10, 2),
          varchar('currency', 3, { default: "'GBP'" }),
          varchar('frequency', 20),
          varchar('status', 50, { default: "'pending'" }),
          varchar('paymentMethod', 50, { default: "'paypal'" }),
          datetime('nextBillingDate', { isNullable: true }),
          datetime('lastPaymentDate', { isNullable: true }),
          createdAt(queryRunner),
          updatedAt(queryRunner),
        ],
        indices: [unique(queryRunner, 'subscriptions', 'paypalSubscriptionId')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'subscriptions',
      'newsletters',
      'volunteers',
      'blog_posts',
      'contact_messages',
      'donations',
      'projects',
      'users',
    ]) {
      await queryRunner.dropTable(table);
    }
  }
}
